import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// Operators that combine two sources, each fed by its own thread: the operator's state must
/// take every update in turn, so the last combination is of the last values, and zip pairs
/// values in order.
@Suite struct TwoThreadCombineAttackTests {
  private struct Pair: Equatable, Sendable {
    let first: Int
    let second: Int
  }

  @Test(arguments: ["combineLatest", "zip", "withLatestFrom", "merge"])
  func twoThreadsFeedingTheTwoSourcesLoseNothing(_ kind: String) async {
    let count = Sanitizers.workload(5_000, sanitized: 500)
    let first = PublishSubject<Int>()
    let second = BehaviorSubject(value: -1)
    let stream: Observable<Pair> =
      switch kind {
      case "combineLatest": Observable.combineLatest(first, second) { Pair(first: $0, second: $1) }
      case "zip": Observable.zip(first, second.skip(1)) { Pair(first: $0, second: $1) }
      case "withLatestFrom":
        first.withLatestFrom(second) { Pair(first: $0, second: $1) }
      default:
        Observable.merge(
          first.map { Pair(first: $0, second: -1) }, second.map { Pair(first: -1, second: $0) })
      }
    let got = Locked<[Pair]>([])
    let subscription = stream.subscribe(onNext: { pair in got.withLock { $0.append(pair) } })
    let finished = await allFinish([
      { for value in 0..<count { first.onNext(value) } },
      { for value in 0..<count { second.onNext(value) } },
    ])
    #expect(finished)
    let pairs = got.value
    switch kind {
    case "combineLatest":
      #expect(pairs.last == Pair(first: count - 1, second: count - 1))
      #expect(isNonDecreasing(pairs.map(\.first)) && isNonDecreasing(pairs.map(\.second)))
    case "zip":
      #expect(pairs == (0..<count).map { Pair(first: $0, second: $0) })
    case "withLatestFrom":
      #expect(pairs.map(\.first) == Array(0..<count))
      #expect(isNonDecreasing(pairs.map(\.second)))
    default:
      #expect(pairs.map(\.first).filter { $0 >= 0 } == Array(0..<count))
      #expect(pairs.map(\.second).filter { $0 >= 0 } == Array(0..<count))
    }
    subscription.dispose()
  }

  private func isNonDecreasing(_ values: [Int]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
  }
}
