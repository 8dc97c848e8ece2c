import RIBStreams
import Testing

@Suite struct CatchRetryTests {
  @Test func catchContinuesWithTheRecoverySequence() {
    let recorder = EventRecorder<Int>()
    _ = Observable.concat(Observable.just(1), Observable.error(TestError()))
      .catch { _ in Observable.of(8, 9) }.subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(8), .next(9), .completed])
  }

  @Test func catchHandlerThrowingFailsWithItsError() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError("a")).catch { _ in throw TestError("b") }
      .subscribe(recorder)
    #expect(recorder.events == [.error(TestError("b"))])
  }

  @Test func catchAndReturnEndsWithTheValue() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.catchAndReturn(0).subscribe(recorder)
    subject.onNext(1)
    subject.onError(TestError())
    #expect(recorder.events == [.next(1), .next(0), .completed])
  }

  @Test func disposingAfterRecoveryUnsubscribesTheRecovery() {
    let source = PublishSubject<Int>()
    let recovery = PublishSubject<Int>()
    let subscription = source.catch { _ in recovery.asObservable() }.subscribe(onNext: { _ in })
    source.onError(TestError())
    #expect(recovery.hasObservers)
    subscription.dispose()
    #expect(!recovery.hasObservers)
  }

  @Test func staticCatchTriesEachSourceInTurn() {
    let recorder = EventRecorder<Int>()
    _ = Observable.catch([.error(TestError("1")), .error(TestError("2")), .just(3)])
      .subscribe(recorder)
    #expect(recorder.events == [.next(3), .completed])
  }

  @Test func retryResubscribesUpToTheCount() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return Observable.concat(.just(subscriptions), .error(TestError()))
    }
    let recorder = EventRecorder<Int>()
    _ = source.retry(3).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .error(TestError())])
    #expect(subscriptions == 3)
  }

  @Test func retryPassesTheLastErrorOnOnceTheFailingSubscriptionReturns() {
    var log: [String] = []
    let source = Observable<Int>.create { observer in
      observer.onError(TestError())
      log.append("subscription returned")
      return Disposables.create()
    }
    _ = source.retry(2).subscribe(onError: { _ in log.append("error") })
    #expect(log == ["subscription returned", "subscription returned", "error"])
  }

  @Test func staticCatchMovesOnOnceTheFailingSubscriptionReturns() {
    var log: [String] = []
    let sources = ["first", "second"].map { name in
      Observable<Int>.create { observer in
        observer.onError(TestError(name))
        log.append("\(name) returned")
        return Disposables.create()
      }
    }
    _ = Observable.catch(sequence: sources).subscribe(onError: { _ in log.append("error") })
    #expect(log == ["first returned", "second returned", "error"])
  }

  @Test func staticCatchOfAHundredThousandSynchronousFailuresDoesNotGrowTheStack() {
    let recorder = EventRecorder<Int>()
    let sources = (0..<100_000).map { Observable<Int>.error(TestError("\($0)")) }
    _ = Observable.catch(sources).subscribe(recorder)
    #expect(recorder.events == [.error(TestError("99999"))])
  }

  @Test func retrySucceedsOnceTheSourceDoes() {
    var attempts = 0
    let recorder = EventRecorder<String>()
    _ = Observable<String>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError()) : .just("ok")
    }.retry().subscribe(recorder)
    #expect(recorder.events == [.next("ok"), .completed])
  }

  @Test func retryingAHundredThousandSynchronousFailuresDoesNotGrowTheStack() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).retry(100_000).subscribe(recorder)
    #expect(recorder.events == [.error(TestError())])
  }

  @Test func disposingStopsRetrying() {
    let source = PublishSubject<Int>()
    let subscription = source.retry().subscribe(onNext: { _ in })
    subscription.dispose()
    #expect(!source.hasObservers)
  }

  @Test func retryWhenResubscribesWhenTheTriggerEmitsAndEndsWithIt() {
    var attempts = 0
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.deferred {
      attempts += 1
      return .error(TestError("\(attempts)"))
    }.retry(when: { (errors: Observable<any Error>) in errors.take(2) }).subscribe(recorder)
    #expect(attempts == 3)
    #expect(recorder.events == [.completed])
  }

  @Test func retryWhenPassesTheTriggersError() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError("source"))
      .retry(when: { (errors: Observable<TestError>) in
        errors.flatMap { _ in Observable<Int>.error(TestError("trigger")) }
      }).subscribe(recorder)
    #expect(recorder.events == [.error(TestError("trigger"))])
  }
}

@Suite struct RetryInfiniteSourceTests {
  @Test func retryOfAnInfiniteSynchronousSourceStopsWhenDownstreamDoes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.repeatElement(1).retry(2).take(2).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(1), .completed])
  }
}
