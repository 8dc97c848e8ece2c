import Dispatch
import RIBStreams
import Testing

@Suite struct SkipTests {
  @Test func dropsTheFirstValues() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...5).skip(2).subscribe(recorder)
    #expect(recorder.events == [.next(3), .next(4), .next(5), .completed])
  }

  @Test func skipZeroPassesEverything() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).skip(0).subscribe(recorder)
    #expect(recorder.values == [1, 2])
  }

  @Test func skippingMoreThanThereIsStillCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).skip(5).subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func passesErrorsOnWhileSkipping() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.skip(3).subscribe(recorder)
    subject.onNext(1)
    subject.onError(TestError())
    #expect(recorder.events == [.error(TestError())])
  }
}

@Suite struct TakeTests {
  @Test func passesTheFirstValuesThenCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...5).take(2).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func takeDisposesUpstreamOnceDone() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    var disposed = 0
    _ = subject.do(onDispose: { disposed += 1 }).take(2).subscribe(recorder)
    subject.onNext(1)
    #expect(subject.hasObservers)
    subject.onNext(2)
    #expect(!subject.hasObservers)
    #expect(disposed == 1)
    subject.onNext(3)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func takeZeroCompletesAtOnceWithoutSubscribing() {
    let subject = PublishSubject<Int>()
    var subscribed = false
    let recorder = EventRecorder<Int>()
    _ = subject.do(onSubscribe: { subscribed = true }).take(0).subscribe(recorder)
    #expect(recorder.events == [.completed])
    #expect(!subscribed)
    #expect(!subject.hasObservers)
  }

  @Test func takeOfABehaviorRelayUnsubscribesAfterTheReplayedValue() {
    let relay = BehaviorRelay(value: 1)
    let recorder = EventRecorder<Int>()
    var disposed = 0
    _ = relay.asObservable().do(onDispose: { disposed += 1 }).take(1).subscribe(recorder)
    #expect(recorder.events == [.next(1), .completed])
    #expect(disposed == 1)
    relay.accept(2)
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func takeStopsASynchronousSourceEarly() {
    // `from` documents that it stops once its subscription is disposed; `take` disposing its
    // upstream is the common way that happens. Nothing past the taken values is pulled.
    var pulled: [Int] = []
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...1_000).do(onNext: { pulled.append($0) }).take(2).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(pulled == [1, 2])
  }

  @Test func takeOfAnInfiniteSequenceTerminates() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...).map { $0 * 2 }.startWith(0).take(3).subscribe(recorder)
    #expect(recorder.events == [.next(0), .next(2), .next(4), .completed])
  }

  @Test func takeStopsAnInfiniteSequenceThroughOperatorsThatCombine() {
    let merged = EventRecorder<Int>()
    _ = Observable.merge(Observable.from(1...), Observable<Int>.never()).take(2)
      .subscribe(merged)
    #expect(merged.events == [.next(1), .next(2), .completed])
    let combined = EventRecorder<Int>()
    _ = Observable.combineLatest(Observable.just(10), Observable.from(1...)) { $0 + $1 }.take(2)
      .subscribe(combined)
    #expect(combined.events == [.next(11), .next(12), .completed])
    let switched = EventRecorder<Int>()
    _ = Observable.from(1...).flatMapLatest { Observable.just($0) }.take(2).subscribe(switched)
    #expect(switched.events == [.next(1), .next(2), .completed])
  }

  @Test func takeOnAnotherQueueStopsAnInfiniteSequence() async {
    // The sequence is emitted on this thread, `take` ends the subscription on the queue: the
    // emitting loop must notice and stop, or `subscribe` never returns.
    let recorder = EventRecorder<Int>()
    let queue = DispatchQueue(label: "take-infinite")
    _ = Observable.from(1...).observe(on: queue).take(2).subscribe(recorder)
    await recorder.waitForTermination()
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func passesErrorsOnBeforeTheCount() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).take(3).subscribe(recorder)
    #expect(recorder.events == [.error(TestError())])
  }

  @Test func completesEarlyIfTheSourceDoes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1).take(3).subscribe(recorder)
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func reentrantEmissionDoesNotExceedTheCount() {
    // A `create` source that emits again, synchronously, from inside the observer: take(1)
    // must still pass on exactly one value (and must not recurse forever).
    let emitter = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      emitter.withLock { $0 = observer }
      return Disposables.create()
    }
    var seen: [Int] = []
    var completed = 0
    _ = source.take(1).subscribe(
      onNext: { value in
        seen.append(value)
        if value < 5 { emitter.value?.onNext(value + 1) }
      },
      onCompleted: { completed += 1 })
    emitter.value?.onNext(1)
    #expect(seen == [1])
    #expect(completed == 1)
  }
}
