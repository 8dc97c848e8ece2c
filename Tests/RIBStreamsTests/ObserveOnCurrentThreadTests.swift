import RIBStreams
import Testing

/// `observe(on: CurrentThreadScheduler.instance)`, as in RxSwift: delivery on the emitting
/// thread, deferred while that thread runs work the scheduler queued.
@Suite struct ObserveOnCurrentThreadTests {
  @Test func outsideScheduledWorkValuesArriveAtOnceInOrder() {
    let recorder = EventRecorder<Int>()
    let subscription = Observable.of(1, 2, 3).observe(on: CurrentThreadScheduler.instance)
      .subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    subscription.dispose()
  }

  @Test func insideScheduledWorkValuesWaitForItToReturn() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.observe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { log.append("got \($0)") })
    defer { subscription.dispose() }
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      subject.onNext(1)
      log.append("sent 1")
      return Disposables.create()
    }
    #expect(log == ["sent 1", "got 1"])
  }

  @Test func nothingArrivesAfterDisposal() {
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    let subscription = subject.observe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { values.append($0) })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    #expect(values == [1])
    #expect(!subject.hasObservers)
  }

  @Test func aSingleObservedOnTheCurrentThreadSucceeds() {
    var value: Int?
    let subscription = Single.just(4).observe(on: CurrentThreadScheduler.instance)
      .subscribe(onSuccess: { value = $0 })
    subscription.dispose()
    #expect(value == 4)
  }
}
