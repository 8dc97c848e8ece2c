import RIBSupport
import Synchronization

/// Delivers items to one consumer one at a time, in order, from any number of threads, without
/// ever making a sender wait for the consumer (queue-drain, as RxJava's serialized emitters).
///
/// A thread that sends while no delivery runs delivers its item itself, then whatever other
/// threads queued meanwhile. A thread that sends while a delivery runs, on another thread or
/// (re-entrantly) on its own, queues the item and returns at once; the thread already
/// delivering delivers it after the item in flight. The lock guards the queue only, and is
/// never held while `deliver` runs.
///
/// One atomic word says who delivers: the thread's identity, or 0, and two flags. Uncontended,
/// a send takes it with one compare-and-swap and gives it back with another, without the lock;
/// a flag (something queued, or stopped) makes the second one fail, and the deliverer then
/// takes the lock to see why.
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

  /// Items wait in `queue`; the deliverer must take the lock before it lets go.
  private static var queuedBit: UInt { 1 }
  private static var stoppedBit: UInt { 2 }
  private static var flags: UInt { 3 }
  /// The deliverer's place between ``enqueueClaimingDrain(_:)`` and ``drain()``: claimed, but
  /// no thread runs `deliver` yet. Not a thread's identity (those are multiples of 4).
  private static var claimed: UInt { ~flags }

  /// The deliverer's identity (or `claimed`, or 0) and the flags. Set to a thread's identity
  /// from 0 without the lock, given back to 0 by that thread without it; every other change is
  /// made under `lock`.
  private let state = Atomic<UInt>(0)
  private let lock = BookkeepingLock()
  // Guarded by `lock`.
  private var queue: [Item] = []
  private var head = 0
  /// Read by the deliverer; replaced by a closure that captures nothing once stopped with no
  /// delivery running, to let go of what it captured. `state` orders those: unchecked, as the
  /// dynamic exclusivity check made `merge` 1,680 instructions per event instead of 1,597
  /// (callgrind).
  @exclusivity(unchecked) private var deliverer: Deliver
  /// Disposals waiting for the deliverer to finish its callback.
  private let waiters = Atomic<Int>(0)

  init(_ deliver: @escaping Deliver) {
    deliverer = deliver
  }

  /// Whether ``stop()`` was called or `deliver` asked to stop.
  var isStopped: Bool { state.load(ordering: .acquiring) & Self.stoppedBit != 0 }

  /// Delivers `item` now on this thread, or queues it for the thread delivering.
  func send(_ item: Item) {
    let me = currentThreadIdentity()
    if state.compareExchange(expected: 0, desired: me, ordering: .acquiringAndReleasing).exchanged
      || lock.withLock({ enqueueOrClaim(item, claimingAs: me) })
    {
      run(first: item, as: me)
    }
  }

  /// Queues `item`; returns `true` if the caller must now call ``drain()``: nothing was being
  /// delivered, and this caller has taken it on.
  func enqueueClaimingDrain(_ item: Item) -> Bool {
    lock.withLock {
      guard enqueueOrClaim(item, claimingAs: Self.claimed) else { return false }
      queue.append(item)
      state.bitwiseOr(Self.queuedBit, ordering: .acquiringAndReleasing)
      return true
    }
  }

  /// Delivers the queue until it is empty; call only after ``enqueueClaimingDrain(_:)``
  /// returned `true`, on the thread that should deliver.
  func drain() {
    let me = currentThreadIdentity()
    let first = lock.withLock { () -> Item? in
      state.bitwiseXor(Self.claimed ^ me, ordering: .acquiringAndReleasing)
      return nextLocked(as: me)
    }
    if let first { run(first: first, as: me) } else { endedStopped() }
  }

  /// With `lock` held: queues `item` behind the deliverer, or, if there is none, makes the
  /// caller the deliverer (`claimingAs`) and returns `true` without queuing it. Drops it once
  /// stopped.
  private func enqueueOrClaim(_ item: Item, claimingAs identity: UInt) -> Bool {
    var current = state.load(ordering: .acquiring)
    while current & Self.stoppedBit == 0 {
      // The deliverer can give the word back meanwhile: so a compare-and-swap.
      let claims = current & ~Self.flags == 0
      let (exchanged, original) = state.compareExchange(
        expected: current, desired: claims ? current | identity : current | Self.queuedBit,
        ordering: .acquiringAndReleasing)
      if exchanged {
        if !claims { queue.append(item) }
        return claims
      }
      current = original
    }
    return false
  }

  /// Delivers `first`, then the queue, until it is empty or stopped.
  private func run(first: Item, as me: UInt) {
    let goOn = deliverer(first)
    if goOn,
      state.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged
    {
      return
    }
    // Out of line: its `Item?` made the uncontended path look up `Optional<Item>`'s metadata.
    runQueued(stopping: !goOn, as: me)
  }

  /// Delivers the queue (after stopping, if `stopping`), until it is empty or stopped.
  private func runQueued(stopping: Bool, as me: UInt) {
    var stopping = stopping
    while true {
      // Items dropped by a stop are released after the lock: their deinits are the user's.
      var dropped: [Item] = []
      let next = lock.withLock { () -> Item? in
        if stopping { dropped = stopLocked() }
        return nextLocked(as: me)
      }
      _ = dropped
      guard let next else { break }
      let goOn = deliverer(next)
      if goOn,
        state.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged
      {
        return
      }
      stopping = !goOn
    }
    endedStopped()
  }

  /// With `lock` held, for the deliverer `me`: the next item, or `nil`, giving back the word.
  private func nextLocked(as me: UInt) -> Item? {
    let current = state.load(ordering: .acquiring)
    guard current & Self.stoppedBit == 0, head < queue.count else {
      state.store(current & Self.stoppedBit, ordering: .releasing)
      return nil
    }
    let item = queue[head]
    head += 1
    if head == queue.count {
      queue.removeAll(keepingCapacity: queue.count <= 64)
      head = 0
      state.store(me, ordering: .releasing)
    }
    return item
  }

  /// After the deliverer gave back the word: wakes the disposals waiting for it, and lets go of
  /// `deliver` if stopped.
  private func endedStopped() {
    if waiters.load(ordering: .sequentiallyConsistent) != 0 { DisposalWaits.wakeWaiters() }
    releaseIfStopped()
  }

  /// Stops: drops the queue, delivers nothing more; waits for a callback in flight on another
  /// thread (see the type's comment). Every call waits, not only the first.
  func stop() {
    let me = currentThreadIdentity()
    var dropped: [Item] = []
    let awaited = lock.withLock { () -> UInt in
      dropped = stopLocked()
      let running = state.load(ordering: .acquiring) & ~Self.flags
      guard running != 0, running != Self.claimed, running != me else { return 0 }
      waiters.add(1, ordering: .sequentiallyConsistent)
      return running
    }
    _ = dropped
    if awaited != 0 {
      let waited = DisposalWaits.wait(for: awaited) { [self] in
        state.load(ordering: .sequentiallyConsistent) & ~Self.flags == awaited
      }
      waiters.subtract(1, ordering: .sequentiallyConsistent)
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
    state.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing)
    head = 0
    var dropped: [Item] = []
    swap(&dropped, &queue)
    return dropped
  }

  /// Lets go of `deliver` (and what it captured), outside the lock, once stopped with no
  /// delivery running or claimed.
  private func releaseIfStopped() {
    var released: Deliver = { _ in false }
    lock.withLock {
      guard state.load(ordering: .acquiring) == Self.stoppedBit else { return }
      swap(&released, &deliverer)
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
