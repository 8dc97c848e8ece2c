import Dispatch
import RIBStreams
import Testing

@Suite struct MergeTests {
  @Test func emitsValuesInArrivalOrder() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.merge(first, second).subscribe(recorder)
    first.onNext(1)
    second.onNext(2)
    first.onNext(3)
    #expect(recorder.values == [1, 2, 3])
    subscription.dispose()
  }

  @Test func arrayForm() {
    let sources = [Observable.of(1, 2), Observable.of(3)]
    let recorder = EventRecorder<Int>()
    _ = Observable.merge(sources).subscribe(recorder)
    // Synchronous sources take turns, as in RxSwift 6.10.2.
    #expect(recorder.events == [.next(1), .next(3), .next(2), .completed])
  }

  @Test func completesWhenEverySourceCompleted() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.merge(first, second).subscribe(recorder)
    first.onCompleted()
    second.onNext(1)
    #expect(!recorder.isTerminated)
    second.onCompleted()
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func anErrorFailsAndDisposesEverySource() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.merge(first, second).subscribe(recorder)
    first.onError(TestError())
    second.onNext(1)
    #expect(recorder.events == [.error(TestError())])
    #expect(!first.hasObservers)
    #expect(!second.hasObservers)
  }

  @Test func aSourceSubscribedAfterASynchronousErrorIsReleasedAtOnce() {
    var subscribedLater = false
    let disposedLater = Flag()
    let later = Observable<Int>.create { _ in
      subscribedLater = true
      return Disposables.create { disposedLater.set() }
    }
    let recorder = EventRecorder<Int>()
    _ = Observable.merge(Observable<Int>.error(TestError()), later).subscribe(recorder)
    #expect(recorder.events == [.error(TestError())])
    #expect(subscribedLater == disposedLater.isSet)
  }

  @Test func noSourcesCompletesAtOnce() {
    let recorder = EventRecorder<Int>()
    _ = Observable.merge([Observable<Int>]()).subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func disposingTheResultDisposesEverySource() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let subscription = Observable.merge(first, second).subscribe()
    subscription.dispose()
    #expect(!first.hasObservers)
    #expect(!second.hasObservers)
  }

  @Test func eventsFromSeveralThreadsAreSerialised() async {
    let sources = (0..<4).map { _ in PublishSubject<Int>() }
    let inside = AtomicCounter()
    let overlaps = AtomicCounter()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.merge(sources).subscribe(
      onNext: { value in
        if inside.increment() != 1 { overlaps.increment() }
        recorder.onNext(value)
        _ = inside.decrement()
      })
    let group = DispatchGroup()
    for (index, source) in sources.enumerated() {
      runOnNewThread(group) {
        for value in 0..<2_000 { source.onNext(index * 10_000 + value) }
      }
    }
    await waitForThreads(group)
    #expect(overlaps.value == 0)
    #expect(recorder.values.count == 8_000)
    for index in 0..<4 {
      let fromSource = recorder.values.filter { $0 / 10_000 == index }
      #expect(fromSource == (0..<2_000).map { index * 10_000 + $0 })
    }
    subscription.dispose()
  }
}
