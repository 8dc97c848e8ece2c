import RIBStreams
import Testing

/// Edge cases where RxSwift's behaviour is particular, and ported code or tests rely on it.
@Suite struct RxSwiftEdgeSemanticsTests {
  @Test func retryWhenIgnoresATriggerThatEndsBeforeAnyFailure() {
    let source = PublishSubject<Int>()
    let trigger = PublishSubject<Void>()
    let recorder = EventRecorder<Int>()
    let subscription = source.retry(when: { (_: Observable<any Error>) in trigger })
      .subscribe(recorder)
    trigger.onNext(())
    trigger.onCompleted()
    source.onNext(1)
    #expect(recorder.events == [.next(1)])
    source.onError(TestError())
    #expect(recorder.events == [.next(1), .completed])
    subscription.dispose()
  }

  @Test func retryWhenResubscribesOnlyForAValueAfterAFailure() {
    var subscriptions = 0
    let failing = Observable<Int>.deferred {
      subscriptions += 1
      return .error(TestError())
    }
    let trigger = PublishSubject<Void>()
    let recorder = EventRecorder<Int>()
    let subscription = failing.retry(when: { (_: Observable<any Error>) in trigger })
      .subscribe(recorder)
    #expect(subscriptions == 1)
    trigger.onNext(())
    #expect(subscriptions == 2)
    trigger.onError(TestError())
    #expect(recorder.events == [.error(TestError())])
    subscription.dispose()
  }

  @Test func skipUntilSubscribesToTheSourceFirst() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).skip(until: Observable.just(())).subscribe(recorder)
    // The source is subscribed first, but `of` emits in turns of the CurrentThreadScheduler,
    // after `just` opened the gate: RxSwift 6.10.2 gives the same.
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func skipUntilSaysNothingWhenTheSourceEndsBeforeTheGateOpens() {
    let source = PublishSubject<Int>()
    let gate = PublishSubject<Void>()
    let recorder = EventRecorder<Int>()
    var disposed = false
    _ = source.do(onDispose: { disposed = true }).skip(until: gate).subscribe(recorder)
    source.onNext(1)
    source.onCompleted()
    #expect(recorder.events == [])
    #expect(disposed)
    #expect(!gate.hasObservers)
  }

  @Test func zipOfACollectionCompletesWhenAValueCanNeverBePaired() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<[Int]>()
    _ = Observable.zip([first, second]).subscribe(recorder)
    first.onNext(1)
    first.onCompleted()
    second.onNext(10)
    second.onNext(20)
    #expect(recorder.events == [.next([1, 10]), .completed])
    #expect(!second.hasObservers)
  }

  @Test func zipOfFixedAritySourcesWaitsForEverySourceToComplete() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.zip(first, second) { $0 + $1 }.subscribe(recorder)
    first.onNext(1)
    first.onCompleted()
    second.onNext(10)
    second.onNext(20)
    #expect(recorder.events == [.next(11)])
    second.onCompleted()
    #expect(recorder.events == [.next(11), .completed])
    subscription.dispose()
  }

  @Test func combineLatestAndZipTakeAnyCollectionOfSources() {
    let sources = AnyCollection([Observable.just(1), Observable.just(2)])
    let combined = EventRecorder<Int>()
    let zipped = EventRecorder<[Int]>()
    let merged = EventRecorder<Int>()
    _ = Observable.combineLatest(sources) { $0.reduce(0, +) }.subscribe(combined)
    _ = Observable.zip(sources).subscribe(zipped)
    _ = Observable.merge(sources).subscribe(merged)
    #expect(combined.events == [.next(3), .completed])
    #expect(zipped.events == [.next([1, 2]), .completed])
    #expect(merged.events == [.next(1), .next(2), .completed])
  }
}
