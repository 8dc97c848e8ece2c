import Dispatch
import Foundation
import RIBStreams
import Synchronization
import Testing

/// No lock is held while an observer runs: what one thread does inside a delivery (read a
/// value, subscribe, send, dispose) never waits for an observer running on another thread,
/// except a disposal waiting for the one callback it must outlast. Each test makes two threads
/// do it crosswise, each inside a delivery the other is blocked behind, under a watchdog that
/// fails the test instead of hanging.
@Suite struct NoLockDuringDeliveryTests {
  /// Runs `first` and `second` on two threads, each inside a delivery: `first` inside one of
  /// `a`'s, `second` inside one of `b`'s, once both deliveries are under way.
  private func crosswise<A: Sendable, B: Sendable>(
    _ a: A, _ b: B,
    send: @escaping @Sendable (A) -> Void,
    subscribe: (A, @escaping @Sendable () -> Void) -> any Disposable,
    sendB: @escaping @Sendable (B) -> Void,
    subscribeB: (B, @escaping @Sendable () -> Void) -> any Disposable,
    first: @escaping @Sendable () -> Void, second: @escaping @Sendable () -> Void
  ) async -> Bool {
    let aDelivering = DispatchSemaphore(value: 0)
    let bDelivering = DispatchSemaphore(value: 0)
    let ran = Atomic<Int>(0)
    let subscriptionA = subscribe(a) {
      guard ran.add(1, ordering: .relaxed).newValue <= 2 else { return }
      aDelivering.signal()
      bDelivering.wait()
      first()
    }
    let subscriptionB = subscribeB(b) {
      guard ran.add(1, ordering: .relaxed).newValue <= 2 else { return }
      bDelivering.signal()
      aDelivering.wait()
      second()
    }
    let finished = await allFinish([{ send(a) }, { sendB(b) }])
    if finished {
      subscriptionA.dispose()
      subscriptionB.dispose()
    }
    return finished
  }

  /// W2: each thread reads the other relay's value inside a delivery.
  @Test func readingEachOthersValueInsideDeliveriesDoesNotDeadlock() async {
    let first = BehaviorRelay(value: 0)
    let second = BehaviorRelay(value: 0)
    let read = Locked<[Int]>([])
    let finished = await crosswise(
      first, second,
      send: { $0.accept(1) },
      subscribe: { relay, body in relay.skip(1).subscribe(onNext: { _ in body() }) },
      sendB: { $0.accept(2) },
      subscribeB: { relay, body in relay.skip(1).subscribe(onNext: { _ in body() }) },
      first: { read.withLock { $0.append(second.value) } },
      second: { read.withLock { $0.append(first.value) } })
    #expect(finished)
    #expect(read.value.sorted() == [1, 2])
  }

  /// W3: each thread subscribes to the other relay inside a delivery; the new subscriber gets
  /// the current value at once.
  @Test func subscribingToEachOtherInsideDeliveriesDoesNotDeadlock() async {
    let first = BehaviorRelay(value: 0)
    let second = BehaviorRelay(value: 0)
    let replayed = Locked<[Int]>([])
    let finished = await crosswise(
      first, second,
      send: { $0.accept(1) },
      subscribe: { relay, body in relay.skip(1).subscribe(onNext: { _ in body() }) },
      sendB: { $0.accept(2) },
      subscribeB: { relay, body in relay.skip(1).subscribe(onNext: { _ in body() }) },
      first: {
        second.subscribe(onNext: { value in replayed.withLock { $0.append(value) } }).dispose()
      },
      second: {
        first.subscribe(onNext: { value in replayed.withLock { $0.append(value) } }).dispose()
      })
    #expect(finished)
    #expect(replayed.value.sorted() == [1, 2])
  }

  /// Two threads feeding each other's subjects: each event is queued for the thread already
  /// delivering, and delivered after the event in flight.
  @Test func sendingCrosswiseIntoEachOthersSubjectsDoesNotDeadlock() async {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let received = Locked<[String]>([])
    let record = first.subscribe(onNext: { value in
      received.withLock { $0.append("first \(value)") }
    })
    let recordSecond = second.subscribe(onNext: { value in
      received.withLock { $0.append("second \(value)") }
    })
    let finished = await crosswise(
      first, second,
      send: { $0.onNext(1) },
      subscribe: { subject, body in subject.filter { $0 == 1 }.subscribe(onNext: { _ in body() }) },
      sendB: { $0.onNext(2) },
      subscribeB: { subject, body in subject.filter { $0 == 2 }.subscribe(onNext: { _ in body() })
      },
      first: { second.onNext(10) },
      second: { first.onNext(20) })
    #expect(finished)
    let events = received.value
    #expect(events.filter { $0.hasPrefix("first") } == ["first 1", "first 20"])
    #expect(events.filter { $0.hasPrefix("second") } == ["second 2", "second 10"])
    record.dispose()
    recordSecond.dispose()
  }

  /// A thread that sends while another delivers does not wait for that delivery: its event is
  /// queued, and the delivering thread delivers it after the event in flight.
  @Test func aSenderDoesNotWaitForADeliveryOnAnotherThread() async {
    let subject = PublishSubject<Int>()
    let delivering = DispatchSemaphore(value: 0)
    let otherSent = DispatchSemaphore(value: 0)
    let received = Locked<[Int]>([])
    let subscription = subject.subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      guard value == 1 else { return }
      delivering.signal()
      otherSent.wait()
    })
    let finished = await allFinish([
      { subject.onNext(1) },
      {
        delivering.wait()
        subject.onNext(2)
        otherSent.signal()
      },
    ])
    #expect(finished)
    #expect(received.value == [1, 2])
    subscription.dispose()
  }

  /// A thread that reads a value or subscribes while another delivers does not wait for it.
  @Test func readingAndSubscribingDoNotWaitForADeliveryOnAnotherThread() async {
    let relay = BehaviorRelay(value: 0)
    let delivering = DispatchSemaphore(value: 0)
    let otherDone = DispatchSemaphore(value: 0)
    let seen = Locked<[Int]>([])
    let subscription = relay.skip(1).subscribe(onNext: { _ in
      delivering.signal()
      otherDone.wait()
    })
    let finished = await allFinish([
      { relay.accept(1) },
      {
        delivering.wait()
        seen.withLock { $0.append(relay.value) }
        relay.subscribe(onNext: { value in seen.withLock { $0.append(value) } }).dispose()
        otherDone.signal()
      },
    ])
    #expect(finished)
    #expect(seen.value == [1, 1])
    subscription.dispose()
  }
}
