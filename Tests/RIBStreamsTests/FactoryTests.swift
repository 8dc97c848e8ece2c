import Dispatch
import RIBStreams
import Testing

@Suite struct FactoryTests {
  @Test func justEmitsOneValueThenCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.just(7).subscribe(recorder)
    #expect(recorder.events == [.next(7), .completed])
  }

  @Test func emptyCompletesAtOnce() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func neverEmitsNothing() {
    let recorder = EventRecorder<Int>()
    var disposed = 0
    let subscription = Observable<Int>.never().subscribe(
      onNext: { recorder.onNext($0) }, onDisposed: { disposed += 1 })
    #expect(recorder.events.isEmpty)
    #expect(disposed == 0)
    subscription.dispose()
    #expect(disposed == 1)
  }

  @Test func errorFailsAtOnce() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError("e")).subscribe(recorder)
    #expect(recorder.events == [.error(TestError("e"))])
  }

  @Test func fromEmitsTheSequenceThenCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from([1, 2, 3]).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    let fromRange = EventRecorder<Int>()
    _ = Observable.from(1...4).subscribe(fromRange)
    #expect(fromRange.values == [1, 2, 3, 4])
    let fromEmpty = EventRecorder<Int>()
    _ = Observable.from([Int]()).subscribe(fromEmpty)
    #expect(fromEmpty.events == [.completed])
  }

  @Test func ofEmitsItsArguments() {
    let recorder = EventRecorder<String>()
    _ = Observable.of("a", "b").subscribe(recorder)
    #expect(recorder.events == [.next("a"), .next("b"), .completed])
  }

  @Test func factoriesRunAgainForEachSubscriber() {
    let source = Observable.of(1, 2)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = source.subscribe(first)
    _ = source.subscribe(second)
    #expect(first.events == second.events)
    #expect(first.values == [1, 2])
  }

  @Test func createRunsItsBodyPerSubscriptionAndReleasesOnDispose() {
    var subscribeCount = 0
    let disposeCount = AtomicCounter()
    var emit: AnyObserver<Int>?
    let source = Observable<Int>.create { observer in
      subscribeCount += 1
      emit = observer
      observer.onNext(0)
      return Disposables.create { disposeCount.increment() }
    }
    let recorder = EventRecorder<Int>()
    let subscription = source.subscribe(recorder)
    #expect(subscribeCount == 1)
    emit?.onNext(1)
    subscription.dispose()
    #expect(disposeCount.value == 1)
    emit?.onNext(2)
    emit?.onCompleted()
    #expect(recorder.events == [.next(0), .next(1)])
    subscription.dispose()
    #expect(disposeCount.value == 1)
  }

  @Test func createDropsEverythingAfterATerminalEventAndReleases() {
    let disposeCount = AtomicCounter()
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError())
      return Disposables.create { disposeCount.increment() }
    }
    let recorder = EventRecorder<Int>()
    _ = source.subscribe(recorder)
    #expect(recorder.events == [.next(1), .completed])
    #expect(disposeCount.value == 1)
  }

  @Test func createReleasesAfterALaterError() {
    let disposeCount = AtomicCounter()
    var emit: AnyObserver<Int>?
    let source = Observable<Int>.create { observer in
      emit = observer
      return Disposables.create { disposeCount.increment() }
    }
    let recorder = EventRecorder<Int>()
    _ = source.subscribe(recorder)
    emit?.onError(TestError())
    emit?.onNext(1)
    #expect(recorder.events == [.error(TestError())])
    #expect(disposeCount.value == 1)
  }

  @Test func createIsSafeToFeedFromManyThreads() async {
    let emitter = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      emitter.withLock { $0 = observer }
      return Disposables.create()
    }
    let recorder = EventRecorder<Int>()
    let subscription = source.subscribe(recorder)
    let observer = emitter.value!
    let group = DispatchGroup()
    for thread in 0..<4 {
      runOnNewThread(group) {
        for value in 0..<1_000 { observer.onNext(thread * 1_000 + value) }
      }
    }
    await waitForThreads(group)
    #expect(Set(recorder.values) == Set(0..<4_000))
    #expect(recorder.values.count == 4_000)
    subscription.dispose()
  }
}
