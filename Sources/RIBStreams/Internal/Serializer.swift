import RIBSupport
import Synchronization

/// Delivers items to one consumer one at a time, in order, from any number of threads, without
/// ever making a sender wait for the consumer (queue-drain, as RxJava's serialized emitters).
///
/// A thread that sends while no delivery runs delivers its item itself, then whatever other
/// threads queued meanwhile. A thread that sends while a delivery runs, on another thread or
/// (re-entrantly) on its own, queues the item and returns at once; the thread already
/// delivering delivers it after the item in flight. The lock guards the queue and the state
/// only, and is never held while `deliver` runs.
///
/// ``stop()`` ends it: nothing queued is delivered and nothing starts after it returns. If an
/// item is being delivered on another thread, it waits for that one callback, unless it is
/// called from inside it, or that callback waits (through other disposals) for this thread:
/// then it returns at once and reports the cycle (see ``DisposalWaits``).
///
/// `create`'s sink, `merge`, `combineLatest`, `flatMapLatest` and `observe(on:)` are built on
/// it; subjects use the same protocol with many consumers (``ObserverList``).
final class Serializer<Item>: @unchecked Sendable {
  /// Takes one item; returns `false` to stop after it (a terminal event).
  typealias Deliver = (Item) -> Bool

  private struct State {
    var queue: [Item] = []
    var head = 0
    /// A thread has taken on delivering the queue (it may not have started yet: `observe(on:)`
    /// schedules it).
    var isClaimed = false
    var isStopped = false
    /// Released once stopped and no delivery runs.
    var deliver: Deliver?

    mutating func popFirst() -> Item? {
      guard head < queue.count else { return nil }
      let item = queue[head]
      head += 1
      if head == queue.count {
        queue.removeAll(keepingCapacity: queue.count <= 64)
        head = 0
      }
      return item
    }
  }

  private let lock = BookkeepingLock()
  // Guarded by `lock`.
  private var state: State
  /// The thread running `deliver` now, or 0: what ``stop()`` waits for. Written under `lock`.
  private let runner = Atomic<UInt>(0)
  /// Disposals waiting for `runner` to finish its callback.
  private let waiters = Atomic<Int>(0)

  init(_ deliver: @escaping Deliver) {
    state = State(deliver: deliver)
  }

  /// Whether ``stop()`` was called or `deliver` asked to stop.
  var isStopped: Bool { lock.withLock { state.isStopped } }

  /// Delivers `item` now on this thread, or queues it for the thread delivering.
  func send(_ item: Item) {
    let deliver = lock.withLock { () -> Deliver? in
      guard !state.isStopped else { return nil }
      if state.isClaimed {
        state.queue.append(item)
        return nil
      }
      state.isClaimed = true
      runner.store(currentThreadIdentity(), ordering: .releasing)
      return state.deliver
    }
    if let deliver { run(first: item, deliver) }
  }

  /// Queues `item`; returns `true` if the caller must now call ``drain()``: nothing was being
  /// delivered, and this caller has taken it on.
  func enqueueClaimingDrain(_ item: Item) -> Bool {
    lock.withLock {
      guard !state.isStopped else { return false }
      state.queue.append(item)
      guard !state.isClaimed else { return false }
      state.isClaimed = true
      return true
    }
  }

  /// Delivers the queue until it is empty; call only after ``enqueueClaimingDrain(_:)``
  /// returned `true`, on the thread that should deliver.
  func drain() {
    let start = lock.withLock { () -> (Item, Deliver)? in
      if !state.isStopped, let deliver = state.deliver, let item = state.popFirst() {
        runner.store(currentThreadIdentity(), ordering: .releasing)
        return (item, deliver)
      }
      state.isClaimed = false
      return nil
    }
    if let (item, deliver) = start {
      run(first: item, deliver)
    } else {
      releaseIfStopped()
    }
  }

  /// Delivers `first`, then the queue, until it is empty or stopped. `deliver` stays in
  /// `state` while this thread is the runner, so holding it here costs no extra lock.
  private func run(first: Item, _ deliver: Deliver) {
    var item = first
    while true {
      let goOn = deliver(item)
      // Items dropped by a stop are released after the lock: their deinits are the user's.
      var dropped: [Item] = []
      let next = lock.withLock { () -> Item? in
        if !goOn { dropped = stopLocked() }
        if !state.isStopped, let next = state.popFirst() { return next }
        state.isClaimed = false
        runner.store(0, ordering: .releasing)
        return nil
      }
      _ = dropped
      guard let next else { break }
      item = next
    }
    if waiters.load(ordering: .acquiring) != 0 { DisposalWaits.wakeWaiters() }
    releaseIfStopped()
  }

  /// Stops: drops the queue, delivers nothing more; waits for a callback in flight on another
  /// thread (see the type's comment). Every call waits, not only the first.
  func stop() {
    let me = currentThreadIdentity()
    var dropped: [Item] = []
    let awaited = lock.withLock { () -> UInt in
      swap(&dropped, &state.queue)
      state.head = 0
      state.isStopped = true
      let running = runner.load(ordering: .relaxed)
      guard running != 0, running != me else { return 0 }
      waiters.add(1, ordering: .acquiringAndReleasing)
      return running
    }
    _ = dropped
    if awaited != 0 {
      let waited = DisposalWaits.wait(for: awaited) { [self] in
        runner.load(ordering: .acquiring) == awaited
      }
      waiters.subtract(1, ordering: .acquiringAndReleasing)
      if waited == .cycle {
        SupportDiagnostics.reportWaitCycle(
          threadCount: nil,
          what: "a delivery (create, merge, combineLatest, flatMapLatest or observe(on:)) to"
            + " the subscription it disposed")
      }
    }
    releaseIfStopped()
  }

  /// Marks the serializer stopped; returns the queue, for the caller to release after the
  /// lock. Call with `lock` held.
  private func stopLocked() -> [Item] {
    state.isStopped = true
    state.head = 0
    var dropped: [Item] = []
    swap(&dropped, &state.queue)
    return dropped
  }

  /// Lets go of `deliver` (and what it captured), outside the lock, once stopped with no
  /// delivery running.
  private func releaseIfStopped() {
    let released = lock.withLock { () -> Deliver? in
      guard state.isStopped, runner.load(ordering: .relaxed) == 0 else { return nil }
      defer { state.deliver = nil }
      return state.deliver
    }
    _ = released
  }
}

/// The upstream of an operator that delivers through a ``Serializer``: disposing it stops the
/// serializer (waiting for the callback in flight on another thread), then disposes the
/// operator's subscriptions to its sources. Every call does both: the second caller of a
/// subscription's `dispose()` waits too.
struct StopThenDispose<Item>: Disposable {
  let serializer: Serializer<Item>
  let disposable: any Disposable

  func dispose() {
    serializer.stop()
    disposable.dispose()
  }
}
