import RIBStreams
import Testing

@Suite struct DistinctUntilChangedTests {
  @Test func equatableDropsConsecutiveDuplicates() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 1, 2, 2, 2, 1, 3, 3).distinctUntilChanged().subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(1), .next(3), .completed])
  }

  @Test func comparatorDecidesEquality() {
    let recorder = EventRecorder<String>()
    _ = Observable.of("a", "A", "b", "B", "a")
      .distinctUntilChanged { $0.lowercased() == $1.lowercased() }
      .subscribe(recorder)
    #expect(recorder.values == ["a", "b", "a"])
  }

  @Test func comparatorComparesWithTheLastValuePassedOn() {
    // 1, 2, 3 are each within 1 of the previous value, but only 1 and 3 differ by 2: the
    // comparison is against the last value passed on, not the last value received.
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4, 5).distinctUntilChanged { abs($0 - $1) < 2 }
      .subscribe(recorder)
    #expect(recorder.values == [1, 3, 5])
  }

  @Test func keySelectorComparesKeys() {
    struct Player: Equatable {
      let name: String
      let score: Int
    }
    let recorder = EventRecorder<Player>()
    _ = Observable.of(
      Player(name: "a", score: 1), Player(name: "b", score: 1), Player(name: "c", score: 2)
    )
    .distinctUntilChanged { $0.score }
    .subscribe(recorder)
    #expect(recorder.values.map(\.name) == ["a", "c"])
  }

  @Test func throwingComparatorEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.distinctUntilChanged { _, _ in throw TestError("compare") }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.events == [.next(1), .error(TestError("compare"))])
    #expect(!subject.hasObservers)
  }

  @Test func throwingKeySelectorEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.distinctUntilChanged { (value: Int) -> Int in
      if value == 2 { throw TestError("key") }
      return value
    }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    #expect(recorder.events == [.next(1), .error(TestError("key"))])
    #expect(!subject.hasObservers)
  }

  @Test func eachSubscriptionHasItsOwnState() {
    let subject = PublishSubject<Int>()
    let distinct = subject.distinctUntilChanged()
    let first = EventRecorder<Int>()
    let subscription1 = distinct.subscribe(first)
    subject.onNext(1)
    let second = EventRecorder<Int>()
    let subscription2 = distinct.subscribe(second)
    subject.onNext(1)
    #expect(first.values == [1])
    #expect(second.values == [1])
    subscription1.dispose()
    subscription2.dispose()
  }
}
