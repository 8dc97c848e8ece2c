import Dispatch
import Foundation
import RIBSupport
import Testing

@testable import RIBStreams

@Suite struct ObserveOnTests {
  /// A serial queue that can tell whether code runs on it.
  final class TaggedQueue: Sendable {
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<Int>()

    init(_ label: String, attributes: DispatchQueue.Attributes = []) {
      queue = DispatchQueue(label: label, attributes: attributes)
      queue.setSpecific(key: key, value: 1)
    }

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }

    /// Returns once everything queued so far has run.
    func flush() async {
      await withCheckedContinuation { continuation in
        queue.async { continuation.resume() }
      }
    }
  }

  @Test func deliversEveryEventOnTheQueueInOrder() async {
    let tagged = TaggedQueue("observe-on")
    let subject = PublishSubject<Int>()
    let offQueue = AtomicCounter()
    let recorder = EventRecorder<Int>()
    let subscription = subject.observe(on: tagged.queue).subscribe { event in
      if !tagged.isCurrent { offQueue.increment() }
      recorder.on(event)
    }
    for value in 0..<500 { subject.onNext(value) }
    subject.onCompleted()
    await recorder.waitForTermination()
    #expect(recorder.values == Array(0..<500))
    #expect(recorder.events.last == .completed)
    #expect(offQueue.value == 0)
    subscription.dispose()
  }

  @Test func doesNotDeliverSynchronously() async {
    let tagged = TaggedQueue("observe-on-async")
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let blocker = DispatchSemaphore(value: 0)
    tagged.queue.async { blocker.wait() }
    let subscription = subject.observe(on: tagged.queue).subscribe(recorder)
    subject.onNext(1)
    #expect(recorder.events.isEmpty)
    blocker.signal()
    await recorder.waitForValues(1)
    #expect(recorder.values == [1])
    subscription.dispose()
  }

  @Test func serialSchedulerOnAConcurrentQueueKeepsOrderAndSerialises() async {
    let scheduler = SerialDispatchQueueScheduler(queue: .global())
    let subject = PublishSubject<Int>()
    let inside = AtomicCounter()
    let overlaps = AtomicCounter()
    let recorder = EventRecorder<Int>()
    let subscription = subject.observe(on: scheduler).subscribe { event in
      if inside.increment() != 1 { overlaps.increment() }
      recorder.on(event)
      inside.decrement()
    }
    let group = DispatchGroup()
    runOnNewThread(group) {
      for value in 0..<1_000 { subject.onNext(value) }
    }
    await waitForThreads(group)
    subject.onCompleted()
    await recorder.waitForTermination()
    #expect(recorder.values == Array(0..<1_000))
    #expect(overlaps.value == 0)
    subscription.dispose()
  }

  @Test func schedulerInitialisers() async {
    let schedulers = [
      SerialDispatchQueueScheduler(qos: .userInitiated),
      SerialDispatchQueueScheduler(qos: .default, internalSerialQueueName: "named"),
      SerialDispatchQueueScheduler(queue: .global(), internalSerialQueueName: "targeted"),
    ]
    #expect(schedulers[1].queue.label == "named")
    #expect(schedulers[2].queue.label == "targeted")
    for scheduler in schedulers {
      #expect(!scheduler.isCurrentContext)
      let recorder = EventRecorder<Int>()
      let subscription = Observable.of(1, 2).observe(on: scheduler).subscribe(recorder)
      await recorder.waitForTermination()
      #expect(recorder.events == [.next(1), .next(2), .completed])
      subscription.dispose()
    }
  }

  @Test func errorsAreDeliveredOnTheQueue() async {
    let tagged = TaggedQueue("observe-on-error")
    let recorder = EventRecorder<Int>()
    let onQueue = Flag()
    let subscription = Observable<Int>.error(TestError()).observe(on: tagged.queue).subscribe {
      event in
      if tagged.isCurrent { onQueue.set() }
      recorder.on(event)
    }
    await recorder.waitForTermination()
    #expect(recorder.events == [.error(TestError())])
    #expect(onQueue.isSet)
    subscription.dispose()
  }

  @Test func disposingDropsEventsAlreadyQueued() async {
    let tagged = TaggedQueue("observe-on-dispose")
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.observe(on: tagged.queue).subscribe(recorder)
    let blocker = DispatchSemaphore(value: 0)
    tagged.queue.async { blocker.wait() }
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    #expect(!subject.hasObservers)
    blocker.signal()
    await tagged.flush()
    #expect(recorder.events.isEmpty)
  }

  @Test func takeAfterObserveOnDisposesUpstream() async {
    let tagged = TaggedQueue("observe-on-take")
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.observe(on: tagged.queue).take(1).subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    await recorder.waitForTermination()
    await tagged.flush()
    #expect(recorder.events == [.next(1), .completed])
    #expect(!subject.hasObservers)
  }

  @Test func observerMayDisposeItselfOnTheQueue() async {
    let tagged = TaggedQueue("observe-on-self-dispose")
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(
      subject.observe(on: tagged.queue).subscribe(onNext: { value in
        recorder.onNext(value)
        if value == 2 { holder.dispose() }
      }))
    for value in 1...5 { subject.onNext(value) }
    await recorder.waitForValues(2)
    await tagged.flush()
    #expect(recorder.values == [1, 2])
    #expect(!subject.hasObservers)
  }

  @MainActor
  @Test func mainSchedulerInstanceDeliversSynchronouslyOnTheMainThread() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: {
      seen.append($0)
    })
    #expect(MainScheduler.instance.isCurrentContext)
    subject.onNext(1)
    subject.onNext(2)
    #expect(seen == [1, 2])
    subscription.dispose()
  }

  @Test func mainSchedulerInstanceHopsToTheMainThreadFromElsewhere() async {
    let subject = PublishSubject<Int>()
    let offMain = AtomicCounter()
    let recorder = EventRecorder<Int>()
    let subscription = subject.observe(on: MainScheduler.instance).subscribe { event in
      if !isMainThread() { offMain.increment() }
      recorder.on(event)
    }
    let group = DispatchGroup()
    runOnNewThread(group) {
      #expect(!MainScheduler.instance.isCurrentContext)
      for value in 0..<100 { subject.onNext(value) }
      subject.onCompleted()
    }
    await recorder.waitForTermination()
    await waitForThreads(group)
    #expect(recorder.values == Array(0..<100))
    #expect(offMain.value == 0)
    subscription.dispose()
  }

  @MainActor
  @Test func mainSchedulerAsyncInstanceAlwaysEnqueues() async {
    let subject = PublishSubject<Int>()
    let offMain = AtomicCounter()
    let recorder = EventRecorder<Int>()
    #expect(!MainScheduler.asyncInstance.isCurrentContext)
    let subscription = subject.observe(on: MainScheduler.asyncInstance).subscribe { event in
      if !isMainThread() { offMain.increment() }
      recorder.on(event)
    }
    subject.onNext(1)
    #expect(recorder.events.isEmpty)
    subject.onNext(2)
    await recorder.waitForValues(2)
    #expect(recorder.values == [1, 2])
    #expect(offMain.value == 0)
    subscription.dispose()
  }
}
