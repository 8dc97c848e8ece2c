import RIBStreams
import Testing

/// The shared-sequence operators beyond the first set: they keep a `Driver` a `Driver`.
@MainActor
@Suite struct SharedSequenceOperatorTests {
  @Test func flatMapFirstIgnoresValuesWhileTheLastInnerRuns() {
    let outer = PublishRelay<Int>()
    let inner = PublishRelay<String>()
    var selected: [Int] = []
    var values: [String] = []
    let subscription = outer.asSignal()
      .flatMapFirst { value -> RIBStreams.Signal<String> in
        selected.append(value)
        return inner.asSignal()
      }
      .emit(onNext: { values.append($0) })
    defer { subscription.dispose() }
    outer.accept(1)
    outer.accept(2)
    inner.accept("a")
    #expect(selected == [1])
    #expect(values == ["a"])
  }

  @Test func distinctUntilChangedByKeyAndComparer() {
    let relay = BehaviorRelay(value: "a1")
    var byKey: [String] = []
    var byComparer: [String] = []
    let keyed = relay.asDriver().distinctUntilChanged { $0.first }
      .drive(onNext: { byKey.append($0) })
    let compared = relay.asDriver()
      .distinctUntilChanged({ $0.count }, comparer: { $0 == $1 })
      .drive(onNext: { byComparer.append($0) })
    defer {
      keyed.dispose()
      compared.dispose()
    }
    relay.accept("a2")
    relay.accept("b22")
    #expect(byKey == ["a1", "b22"])
    #expect(byComparer == ["a1", "b22"])
  }

  @Test func skipAndConcat() {
    var values: [Int] = []
    let subscription = Driver.concat([Driver.of(1, 2, 3).skip(2), Driver.just(4)])
      .drive(onNext: { values.append($0) })
    subscription.dispose()
    #expect(values == [3, 4])
  }

  @Test func concatReadsItsSequenceOneDriverAtATime() {
    let later = PublishRelay<Int>()
    var reads = 0
    let sources = sequence(state: 0) { index -> Driver<Int>? in
      reads += 1
      defer { index += 1 }
      switch index {
      case 0: return later.asObservable().take(1).asDriver(onErrorJustReturn: -1)
      case 1: return .just(2)
      default: return nil
      }
    }
    var values: [Int] = []

    let concatenated = Driver.concat(sources)
    #expect(reads == 0)
    let subscription = concatenated.drive(onNext: { values.append($0) })
    // The second source is read once the first has completed, not before.
    #expect(reads == 1)
    later.accept(1)
    subscription.dispose()

    #expect(values == [1, 2])
    #expect(reads == 3)
  }

  @Test func zipAndCombineLatestOfManyAndOfACollection() {
    let one = Driver.just(1)
    var zipped: [Int] = []
    var combined: [Int] = []
    var arrays: [[Int]] = []
    let subscriptions = [
      Driver.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        .drive(onNext: { zipped.append($0) }),
      Driver.combineLatest(one, one, one, one).drive(onNext: {
        combined.append($0.0 + $0.1 + $0.2 + $0.3)
      }),
      Driver.zip([one, Driver.just(2)]).drive(onNext: { arrays.append($0) }),
      Driver.combineLatest([one, Driver.just(3)]) { $0 }.drive(onNext: { arrays.append($0) }),
    ]
    subscriptions.forEach { $0.dispose() }
    #expect(zipped == [8])
    #expect(combined == [4])
    #expect(arrays == [[1, 2], [1, 3]])
  }
}
