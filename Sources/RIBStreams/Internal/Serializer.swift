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

  private let lock = BookkeepingLock()
  // Guarded by `lock`: stored properties of the class, not a nested generic struct, whose
  // metadata an unspecialised operator looked up at each access.
  private var queue: [Item] = []
  private var head = 0
  /// A thread has taken on delivering the queue (it may not have started yet: `observe(on:)`
  /// schedules it).
  private var isClaimed = false
  private var stopped = false
  /// Released once stopped and no delivery runs.
  private var deliverer: Deliver?
  /// The thread running `deliver` now, or 0: what ``stop()`` waits for. Written under `lock`.
  private let runner = Atomic<UInt>(0)
  /// Disposals waiting for `runner` to finish its callback.
  private let waiters = Atomic<Int>(0)

  init(_ deliver: @escaping Deliver) {
    deliverer = deliver
  }

  /// Whether ``stop()`` was called or `deliver` asked to stop.
  var isStopped: Bool { lock.withLock { stopped } }

  /// Delivers `item` now on this thread, or queues it for the thread delivering.
  func send(_ item: Item) {
    let deliver = lock.withLock { () -> Deliver? in
      guard !stopped else { return nil }
      if isClaimed {
        queue.append(item)
        return nil
      }
      isClaimed = true
      runner.store(currentThreadIdentity(), ordering: .releasing)
      return deliverer
    }
    if let deliver { run(first: item, deliver) }
  }

  /// Queues `item`; returns `true` if the caller must now call ``drain()``: nothing was being
  /// delivered, and this caller has taken it on.
  func enqueueClaimingDrain(_ item: Item) -> Bool {
    lock.withLock {
      guard !stopped else { return false }
      queue.append(item)
      guard !isClaimed else { return false }
      isClaimed = true
      return true
    }
  }

  /// Delivers the queue until it is empty; call only after ``enqueueClaimingDrain(_:)``
  /// returned `true`, on the thread that should deliver.
  func drain() {
    let start = lock.withLock { () -> (Item, Deliver)? in
      if !stopped, let deliver = deliverer, head < queue.count {
        let item = queue[head]
        head += 1
        if head == queue.count {
          queue.removeAll(keepingCapacity: queue.count <= 64)
          head = 0
        }
        runner.store(currentThreadIdentity(), ordering: .releasing)
        return (item, deliver)
      }
      isClaimed = false
      return nil
    }
    if let (item, deliver) = start {
      run(first: item, deliver)
    } else {
      releaseIfStopped()
    }
  }

  /// Delivers `first`, then the queue, until it is empty or stopped. `deliver` stays in
  /// `deliverer` while this thread is the runner, so holding it here costs no extra lock.
  ///
  /// The locked step answers with a `Bool` and writes the next item into `item` only when
  /// there is one: the uncontended path then makes no generic `Optional<Item>`, whose metadata
  /// an unspecialised operator looked up on every event.
  private func run(first: Item, _ deliver: Deliver) {
    var item = first
    var endedStopped = false
    while true {
      let goOn = deliver(item)
      // Items dropped by a stop are released after the lock: their deinits are the user's.
      var dropped: [Item]?
      let more = lock.withLock { () -> Bool in
        if !goOn { dropped = stopLocked() }
        if !stopped, head < queue.count {
          item = queue[head]
          head += 1
          if head == queue.count {
            queue.removeAll(keepingCapacity: queue.count <= 64)
            head = 0
          }
          return true
        }
        isClaimed = false
        runner.store(0, ordering: .releasing)
        endedStopped = stopped
        return false
      }
      _ = dropped
      guard more else { break }
    }
    if waiters.load(ordering: .acquiring) != 0 { DisposalWaits.wakeWaiters() }
    if endedStopped { releaseIfStopped() }
  }

  /// Stops: drops the queue, delivers nothing more; waits for a callback in flight on another
  /// thread (see the type's comment). Every call waits, not only the first.
  func stop() {
    let me = currentThreadIdentity()
    var dropped: [Item] = []
    let awaited = lock.withLock { () -> UInt in
      swap(&dropped, &queue)
      head = 0
      stopped = true
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
    stopped = true
    head = 0
    var dropped: [Item] = []
    swap(&dropped, &queue)
    return dropped
  }

  /// Lets go of `deliver` (and what it captured), outside the lock, once stopped with no
  /// delivery running.
  private func releaseIfStopped() {
    let released = lock.withLock { () -> Deliver? in
      guard stopped, runner.load(ordering: .relaxed) == 0 else { return nil }
      defer { deliverer = nil }
      return deliverer
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
