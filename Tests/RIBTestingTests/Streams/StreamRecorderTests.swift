import Dispatch
import RIBStreams
import RIBTesting
import Testing

@Suite struct StreamRecorderTests {
  @Test func recordsValuesThenCompletion() {
    let subject = PublishSubject<Int>()
    let recorder = subject.record()
    subject.onNext(1)
    subject.onNext(2)
    #expect(!recorder.isCompleted && !recorder.isTerminated)
    subject.onCompleted()
    #expect(recorder.values == [1, 2])
    #expect(recorder.lastValue == 2)
    #expect(recorder.isCompleted && recorder.isTerminated)
    #expect(recorder.error == nil)
    #expect(recorder.eventDescriptions == ["next(1)", "next(2)", "completed"])
    #expect(recorder.events.count == 3)
  }

  @Test func recordsAnError() {
    let recorder = Observable<Int>.error(TestError(code: 7)).record()
    #expect(recorder.values.isEmpty)
    #expect(recorder.error as? TestError == TestError(code: 7))
    #expect(!recorder.isCompleted)
    #expect(recorder.isTerminated)
    #expect(recorder.eventDescriptions == ["error(TestError(7))"])
  }

  @Test func recordsWhatASourceEmitsOnSubscribe() {
    let relay = BehaviorRelay(value: "current")
    let recorder = relay.record()
    relay.accept("next")
    #expect(recorder.values == ["current", "next"])
    #expect(Observable.from([1, 2, 3]).record().values == [1, 2, 3])
  }

  @Test func disposingStopsRecording() {
    let subject = PublishSubject<Int>()
    let recorder = subject.record()
    subject.onNext(1)
    recorder.dispose()
    subject.onNext(2)
    #expect(recorder.values == [1])
    #expect(!subject.hasObservers)
  }

  @Test func deallocatingTheRecorderEndsTheSubscription() {
    let subject = PublishSubject<Int>()
    var recorder: StreamRecorder<Int>? = subject.record()
    #expect(subject.hasObservers)
    recorder = nil
    #expect(recorder == nil)
    #expect(!subject.hasObservers)
  }

  @Test func eventsFromManyThreadsAreAllRecorded() {
    // Each thread has its own source: a subject serialises its own deliveries, so the recorder
    // is what is shared here.
    let recorder = StreamRecorder<Int>()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let source = PublishSubject<Int>()
      let subscription = source.bind(to: recorder)
      for index in 0..<200 { source.onNext(thread * 1000 + index) }
      _ = recorder.values.count
      subscription.dispose()
    }
    #expect(recorder.values.count == 1600)
    #expect(Set(recorder.values).count == 1600)
  }

  @Test func aRecorderIsAlsoAnObserver() {
    let recorder = StreamRecorder<String>()
    recorder.onNext("sent")
    let subscription = Observable.just("bound").bind(to: recorder)
    #expect(recorder.eventDescriptions == ["next(sent)", "next(bound)", "completed"])
    subscription.dispose()
  }

  @Test func waitingReturnsOnceTheEventsArrivedFromAnotherThread() async {
    let subject = PublishSubject<Int>()
    let recorder = subject.record()
    let queue = DispatchQueue(label: "emitter")
    queue.async {
      for value in 1...5 { subject.onNext(value) }
    }
    await recorder.waitForEvents(count: 5)
    #expect(recorder.values == [1, 2, 3, 4, 5])
  }

  @Test func waitingReturnsAtOnceWhenEnoughWasRecorded() async {
    let recorder = Observable.from([1, 2]).record()
    await recorder.waitForEvents(count: 2)
    #expect(recorder.values == [1, 2])
  }

  @Test func waitingEndsWhenTheStreamTerminatesEarly() async {
    let subject = PublishSubject<Int>()
    let recorder = subject.record()
    DispatchQueue(label: "terminator").async {
      subject.onNext(1)
      subject.onCompleted()
    }
    await recorder.waitForEvents(count: 10)
    #expect(recorder.isCompleted)
    #expect(recorder.values == [1])
  }

  @Test func waitingEndsWhenTheRecorderIsDisposed() async {
    let recorder = PublishSubject<Int>().record()
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await recorder.waitForEvents(count: 1) }
      group.addTask { recorder.dispose() }
    }
    #expect(recorder.events.isEmpty)
  }

  @Test func waitingEndsWhenTheTaskIsCancelled() async {
    let recorder = PublishSubject<Int>().record()
    let waiting = Task { await recorder.waitForEvents(count: 1) }
    waiting.cancel()
    await waiting.value
    #expect(recorder.events.isEmpty)
  }
}
