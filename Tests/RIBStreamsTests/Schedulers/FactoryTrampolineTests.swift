import RIBStreams
import Testing

/// `of`, `from`, `range` and `repeatElement` emit each value in a turn of the
/// `CurrentThreadScheduler`, and the outermost subscription on a thread runs as such a turn,
/// as in RxSwift: synchronous sources subscribed side by side take turns.
@Suite struct FactoryTrampolineTests {
  @Test func mergedSynchronousSourcesTakeTurns() {
    var log: [String] = []
    _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("end") })
    #expect(log == ["1", "3", "2", "4", "end"])
  }

  @Test func combineLatestOfSynchronousSourcesSeesEachStep() {
    var log: [String] = []
    let sources = [
      Observable.just("s"), Observable.from(["a", "b", "c"]), Observable.of("1", "2"),
    ]
    _ = Observable.combineLatest(sources) { $0.joined() }
      .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("end") })
    #expect(log == ["sa1", "sb1", "sb2", "sc2", "end"])
  }

  @Test func innerSourcesOfASubjectsValueTakeTurnsToo() {
    var log: [Int] = []
    let subject = PublishSubject<Int>()
    _ = subject.flatMap { value in Observable.merge(.of(value, value + 1), .of(value + 10)) }
      .subscribe(onNext: { log.append($0) })
    subject.onNext(1)
    #expect(log == [1, 11, 2])
  }

  @Test func everyValueArrivesBeforeSubscribeReturns() {
    var log: [Int] = []
    _ = Observable.range(start: 1, count: 3).subscribe(onNext: { log.append($0) })
    #expect(log == [1, 2, 3])
  }

  @Test func takeStopsAnEndlessSourceWhileItIsSubscribed() {
    var log: [String] = []
    _ = Observable.zip(Observable.range(start: 1, count: 3), Observable.repeatElement("r").take(5))
      .subscribe(onNext: { log.append("\($0)\($1)") }, onCompleted: { log.append("end") })
    #expect(log == ["1r", "2r", "3r", "end"])
  }

  @Test func aHundredThousandValuesDoNotGrowTheStack() {
    var count = 0
    _ = Observable.from(0..<100_000).subscribe(onNext: { _ in count += 1 })
    #expect(count == 100_000)
  }
}
