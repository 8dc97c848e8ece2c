import RIBStreams
import Testing

@Suite struct ConcatTests {
  @Test func concatRunsSourcesInTurn() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.concat(first.asObservable(), second.asObservable()).subscribe(recorder)
    #expect(!second.hasObservers)
    first.onNext(1)
    first.onCompleted()
    #expect(second.hasObservers)
    second.onNext(2)
    second.onCompleted()
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func concatStopsAtTheFirstError() {
    let recorder = EventRecorder<Int>()
    var subscribedThird = false
    let third = Observable<Int>.deferred {
      subscribedThird = true
      return .just(3)
    }
    _ = Observable.concat([.just(1), .error(TestError()), third]).subscribe(recorder)
    #expect(recorder.events == [.next(1), .error(TestError())])
    #expect(!subscribedThird)
  }

  @Test func concatCompletesOnceTheLastSourceReturnsFromItsSubscription() {
    var log: [String] = []
    let last = Observable<Int>.create { observer in
      observer.onCompleted()
      log.append("last returned")
      return Disposables.create()
    }
    _ = Observable.concat(.just(1), last).subscribe(onCompleted: { log.append("completed") })
    #expect(log == ["last returned", "completed"])
  }

  @Test func instanceConcatAppendsTheSecondSequence() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).concat(Observable.just(3)).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func concatOfAHundredThousandSynchronousSourcesDoesNotGrowTheStack() {
    let sources = (0..<100_000).map { Observable.just($0) }
    var count = 0
    var completed = false
    _ = Observable.concat(sources).subscribe(
      onNext: { _ in count += 1 }, onCompleted: { completed = true })
    #expect(count == 100_000)
    #expect(completed)
  }

  @Test func disposingMidStreamStopsTheCurrentSourceAndStartsNoOther() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.concat(first.asObservable(), second.asObservable())
      .subscribe(recorder)
    first.onNext(1)
    subscription.dispose()
    first.onCompleted()
    #expect(!first.hasObservers)
    #expect(!second.hasObservers)
    #expect(recorder.events == [.next(1)])
  }

  @Test func takeDownstreamStopsAnInfiniteConcatenation() {
    let recorder = EventRecorder<Int>()
    _ = Observable.concat([Observable.repeatElement(1), .just(2)]).take(3).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(1), .next(1), .completed])
  }
}
