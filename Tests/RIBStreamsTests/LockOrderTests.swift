import Dispatch
import Foundation
import RIBStreams
import Testing

/// Operators that serialise several sources hold a lock while they deliver. A subscriber that
/// ends its subscription from inside such a delivery, while another source is delivering on
/// another thread, must not deadlock: the other thread holds its subject's lock and waits for
/// the operator's lock, so the operator must not wait for that subject while holding its own.
///
/// Each test forces that interleaving: the first thread delivers, hands over to the second
/// thread, waits until the second thread is inside its own delivery, then disposes.
@Suite struct LockOrderTests {
  /// Builds `stream` from two subjects. Thread 1 sends `1` into `first`; during that delivery
  /// thread 2 sends `2` into `second`, and once that delivery has started, the subscription
  /// ends: by an explicit `dispose()` from the observer, or, with `viaTake`, by a `take(1)`.
  private func disposeWhileTheOtherSourceDelivers(
    viaTake: Bool = false,
    prime: (PublishSubject<Int>, PublishSubject<Int>) -> Void = { _, _ in },
    _ build: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>
  ) async -> [Recorded<Int>] {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let startSecond = DispatchSemaphore(value: 0)
    let secondDelivering = DispatchSemaphore(value: 0)
    // Subscribed before the stream, so it runs first in `second`'s delivery.
    let spy = second.subscribe(onNext: { if $0 == 2 { secondDelivering.signal() } })
    let handOver = {
      startSecond.signal()
      secondDelivering.wait()
    }
    let recorder = EventRecorder<Int>()
    let holder = SingleAssignmentDisposable()
    let stream = build(first, second)
    if viaTake {
      holder.setDisposable(
        stream.filter { $0 != 0 }.do(onNext: { _ in handOver() }).take(1).subscribe(recorder))
    } else {
      holder.setDisposable(
        stream.subscribe { event in
          recorder.on(event)
          guard event.element == 1 else { return }
          handOver()
          holder.dispose()
        })
    }
    prime(first, second)
    let group = DispatchGroup()
    runOnNewThread(group) { first.onNext(1) }
    runOnNewThread(group) {
      startSecond.wait()
      second.onNext(2)
    }
    await waitForThreads(group)
    spy.dispose()
    #expect(!first.hasObservers)
    #expect(!second.hasObservers)
    return recorder.events
  }

  /// What the subscriber records in these tests: `1`, then completion if `take` ended it.
  private func expected(viaTake: Bool, primed: [Int] = []) -> [Recorded<Int>] {
    viaTake ? [.next(1), .completed] : primed.map { .next($0) } + [.next(1)]
  }

  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func mergeSubscriberLeavingWhileAnotherSourceDelivers(viaTake: Bool) async {
    let events = await disposeWhileTheOtherSourceDelivers(viaTake: viaTake) {
      Observable.merge($0, $1)
    }
    #expect(events == expected(viaTake: viaTake))
  }

  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func combineLatestSubscriberLeavingWhileAnotherSourceDelivers(viaTake: Bool) async {
    let events = await disposeWhileTheOtherSourceDelivers(
      viaTake: viaTake,
      prime: { first, second in
        first.onNext(0)
        second.onNext(0)
      }
    ) { first, second in
      Observable.combineLatest(first, second) { max($0, $1) }
    }
    #expect(events == expected(viaTake: viaTake, primed: [0]))
  }

  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func flatMapLatestSubscriberLeavingWhileTheOuterSourceDelivers(viaTake: Bool) async {
    // Thread 1 delivers from the inner sequence, thread 2 from the outer one.
    let events = await disposeWhileTheOtherSourceDelivers(
      viaTake: viaTake, prime: { _, outer in outer.onNext(0) }
    ) { inner, outer in
      outer.flatMapLatest { _ in inner }
    }
    #expect(events == expected(viaTake: viaTake))
  }

  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func createSubscriberLeavingWhileAnotherSourceDelivers(viaTake: Bool) async {
    // A hand-written merge: `create` serialises its observer with a lock too.
    let events = await disposeWhileTheOtherSourceDelivers(viaTake: viaTake) { first, second in
      Observable.create { observer in
        Disposables.create(
          first.subscribe(onNext: { observer.onNext($0) }),
          second.subscribe(onNext: { observer.onNext($0) }))
      }
    }
    #expect(events == expected(viaTake: viaTake))
  }

  @Test(.timeLimit(.minutes(1)))
  func observeOnSubscriberDisposingWhileTheSourceDelivers() async {
    // The queue delivers 1 and disposes while thread 2 is delivering 2 into the source. The
    // emitting thread must not wait for the observer on the queue (that is what observe(on:)
    // is for), so it cannot be part of a deadlock.
    let source = PublishSubject<Int>()
    let queue = DispatchQueue(label: "lock-order-observe-on")
    let startSecond = DispatchSemaphore(value: 0)
    let secondDelivering = DispatchSemaphore(value: 0)
    let spy = source.subscribe(onNext: { if $0 == 2 { secondDelivering.signal() } })
    let recorder = EventRecorder<Int>()
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(
      source.observe(on: queue).subscribe(onNext: { value in
        recorder.onNext(value)
        guard value == 1 else { return }
        startSecond.signal()
        secondDelivering.wait()
        holder.dispose()
      }))
    let group = DispatchGroup()
    runOnNewThread(group) { source.onNext(1) }
    runOnNewThread(group) {
      startSecond.wait()
      source.onNext(2)
    }
    await waitForThreads(group)
    await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
    spy.dispose()
    #expect(recorder.values == [1])
    #expect(!source.hasObservers)
  }

  @Test(.timeLimit(.minutes(1)))
  func observeOnDoesNotBlockTheEmitterWhileTheObserverRuns() async {
    // The observer on the queue blocks until the emitter has sent two more values: the
    // emitter must be able to, since queueing does not wait for delivery.
    let source = PublishSubject<Int>()
    let queue = DispatchQueue(label: "observe-on-non-blocking")
    let emitterDone = DispatchSemaphore(value: 0)
    let recorder = EventRecorder<Int>()
    let subscription = source.observe(on: queue).subscribe(onNext: { value in
      if value == 1 { emitterDone.wait() }
      recorder.onNext(value)
    })
    let group = DispatchGroup()
    runOnNewThread(group) {
      source.onNext(1)
      source.onNext(2)
      source.onNext(3)
      emitterDone.signal()
    }
    await waitForThreads(group)
    await recorder.waitForValues(3)
    #expect(recorder.values == [1, 2, 3])
    subscription.dispose()
  }

  @Test(.timeLimit(.minutes(1)))
  func observeOnBreaksAFeedbackCycle() async {
    // The observer on the queue feeds back into its own source while another thread is
    // delivering into that source. The documented way to break such a cycle is observe(on:):
    // the other thread only queues its event and moves on.
    let source = PublishSubject<Int>()
    let queue = DispatchQueue(label: "observe-on-feedback")
    let startOther = DispatchSemaphore(value: 0)
    let otherDelivering = DispatchSemaphore(value: 0)
    let spy = source.subscribe(onNext: { if $0 == 2 { otherDelivering.signal() } })
    let recorder = EventRecorder<Int>()
    let subscription = source.observe(on: queue).subscribe(onNext: { value in
      recorder.onNext(value)
      guard value == 1 else { return }
      startOther.signal()
      otherDelivering.wait()
      source.onNext(3)
    })
    let group = DispatchGroup()
    runOnNewThread(group) { source.onNext(1) }
    runOnNewThread(group) {
      startOther.wait()
      source.onNext(2)
    }
    await waitForThreads(group)
    await recorder.waitForValues(3)
    #expect(recorder.values == [1, 2, 3])
    spy.dispose()
    subscription.dispose()
  }

  @Test(.timeLimit(.minutes(1)))
  func shareSubscribingWhileASubscriberLeavesDuringDelivery() async {
    // One thread delivers through `share` and its subscriber leaves from inside the delivery
    // (`take(1)`), while another thread subscribes to the same shared stream. The race is
    // tight, so run it many times; each run deadlocked about half the time when `share` held
    // its lock while subscribing to its subject.
    for _ in 0..<100 {
      let source = PublishSubject<Int>()
      let shared = source.share(replay: 1)
      let go = DispatchSemaphore(value: 0)
      let aboutToSubscribe = Flag()
      let first = EventRecorder<Int>()
      _ = shared.do(onNext: { _ in
        go.signal()
        while !aboutToSubscribe.isSet {}
      }).take(1).subscribe(first)
      let second = EventRecorder<Int>()
      let group = DispatchGroup()
      runOnNewThread(group) { source.onNext(1) }
      runOnNewThread(group) {
        go.wait()
        aboutToSubscribe.set()
        shared.subscribe(second).dispose()
      }
      await waitForThreads(group)
      #expect(first.events == [.next(1), .completed])
      #expect(second.values.allSatisfy { $0 == 1 })
      #expect(!source.hasObservers)
    }
  }
}
