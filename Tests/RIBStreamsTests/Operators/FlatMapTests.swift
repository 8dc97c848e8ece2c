import RIBStreams
import Testing

@Suite struct FlatMapTests {
  @Test func flatMapInterleavesInnerSequencesInArrivalOrder() {
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<String>(), PublishSubject<String>()]
    let recorder = EventRecorder<String>()
    let subscription = outer.flatMap { inners[$0] }.subscribe(recorder)
    defer { subscription.dispose() }
    outer.onNext(0)
    inners[0].onNext("a1")
    outer.onNext(1)
    inners[1].onNext("b1")
    inners[0].onNext("a2")
    #expect(recorder.events == [.next("a1"), .next("b1"), .next("a2")])
  }

  @Test func flatMapOfSynchronousInnersKeepsRxSwiftsOrder() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10) }.subscribe(recorder)
    #expect(
      recorder.events == [
        .next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed,
      ]
    )
  }

  @Test func flatMapCompletesOnlyWhenOuterAndEveryInnerHaveCompleted() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = outer.flatMap { _ in inner }.subscribe(recorder)
    outer.onNext(1)
    outer.onCompleted()
    #expect(recorder.events.isEmpty)
    inner.onNext(5)
    inner.onCompleted()
    #expect(recorder.events == [.next(5), .completed])
  }

  @Test func flatMapFailsWhenAnInnerFailsAndDisposesEverything() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = outer.flatMap { _ in inner }.subscribe(recorder)
    outer.onNext(1)
    inner.onError(TestError())
    #expect(recorder.events == [.error(TestError())])
    #expect(!outer.hasObservers)
  }

  @Test func flatMapSelectorThrowingFails() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).flatMap { value -> Observable<Int> in
      if value == 2 { throw TestError("selector") }
      return .just(value)
    }.subscribe(recorder)
    #expect(recorder.events == [.next(1), .error(TestError("selector"))])
  }

  @Test func disposingMidStreamUnsubscribesOuterAndInners() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = outer.flatMap { _ in inner }.subscribe(recorder)
    outer.onNext(1)
    inner.onNext(1)
    subscription.dispose()
    inner.onNext(2)
    #expect(recorder.events == [.next(1)])
    #expect(!outer.hasObservers)
    #expect(!inner.hasObservers)
  }

  @Test func reentrantOuterEventFromInsideDeliveryIsQueuedNotNested() {
    let outer = PublishSubject<Int>()
    var log: [String] = []
    let subscription = outer.flatMap { Observable.just($0) }.subscribe(onNext: { value in
      log.append("begin \(value)")
      if value == 1 { outer.onNext(2) }
      log.append("end \(value)")
    })
    defer { subscription.dispose() }
    outer.onNext(1)
    #expect(log == ["begin 1", "end 1", "begin 2", "end 2"])
  }

  @Test func concatMapRunsInnersOneAfterTheOther() {
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<String>(), PublishSubject<String>()]
    let recorder = EventRecorder<String>()
    _ = outer.concatMap { inners[$0] }.subscribe(recorder)
    outer.onNext(0)
    outer.onNext(1)
    inners[1].onNext("dropped: not subscribed yet")
    inners[0].onNext("a")
    inners[0].onCompleted()
    inners[1].onNext("b")
    outer.onCompleted()
    inners[1].onCompleted()
    #expect(recorder.events == [.next("a"), .next("b"), .completed])
  }

  @Test func flatMapFirstIgnoresValuesWhileAnInnerRuns() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var selected: [Int] = []
    let recorder = EventRecorder<Int>()
    let subscription = outer.flatMapFirst { value -> PublishSubject<Int> in
      selected.append(value)
      return inner
    }.subscribe(recorder)
    defer { subscription.dispose() }
    outer.onNext(1)
    outer.onNext(2)
    inner.onCompleted()
    outer.onNext(3)
    #expect(selected == [1, 3])
  }

  @Test func mergeMaxConcurrentQueuesTheRest() {
    let sources = (0..<3).map { _ in PublishSubject<Int>() }
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from(sources.map { $0.asObservable() }).merge(maxConcurrent: 2)
      .subscribe(recorder)
    defer { subscription.dispose() }
    #expect(sources.map(\.hasObservers) == [true, true, false])
    sources[0].onCompleted()
    #expect(sources[2].hasObservers)
    sources[2].onNext(3)
    sources[1].onNext(2)
    #expect(recorder.values == [3, 2])
  }

  @Test func mergeOfObservablesCompletesAfterAll() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(Observable.of(1, 2), Observable.of(3)).merge().subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func switchLatestFollowsTheNewestInner() {
    let outer = PublishSubject<Observable<Int>>()
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = outer.switchLatest().subscribe(recorder)
    defer { subscription.dispose() }
    outer.onNext(first.asObservable())
    first.onNext(1)
    outer.onNext(second.asObservable())
    first.onNext(2)
    second.onNext(3)
    #expect(recorder.values == [1, 3])
    #expect(!first.hasObservers)
  }
}

@Suite struct FlatMapInfiniteSourceTests {
  @Test func anInfiniteSynchronousInnerStopsWhenDownstreamDoes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.just(1).flatMap { _ in Observable.repeatElement(7) }.take(2).subscribe(recorder)
    #expect(recorder.events == [.next(7), .next(7), .completed])
  }

  @Test func anInfiniteSynchronousOuterStopsWhenDownstreamDoes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.repeatElement(1).concatMap { Observable.of($0, $0) }.take(3).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(1), .next(1), .completed])
  }
}
