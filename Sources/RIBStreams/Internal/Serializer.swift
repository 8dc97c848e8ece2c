import RIBSupport
import Synchronization

/// The one queue-drain of RIBStreams: delivers items one at a time, in order, from any number
/// of threads, without ever making a sender wait for the callback (as RxJava's serialized
/// emitters). Operators deliver to one consumer through it (`create`'s sink, `merge`,
/// `combineLatest`, `flatMapLatest`, `observe(on:)`...); subjects, through ``ObserverList``,
/// its subclass, to many.
///
/// A thread that sends while no delivery runs delivers its item itself (it *drains*), then
/// whatever other threads queued meanwhile. A thread that sends while a delivery runs, on
/// another thread or re-entrantly on its own, queues the item and returns at once. The lock
/// guards the queue and the owner's bookkeeping, and is never held while user code runs.
///
/// `state` says what is in flight, its *key*: the draining thread's identity, or for a
/// subject the subscription being called; 0 when no drain runs. Uncontended, a drain ends with
/// one compare-and-swap, which fails when a flag was set meanwhile: then the drainer takes the
/// lock to see why (`attentionBit`: something queued or to clean up; `stoppedBit`).
///
/// ``stop()`` ends it: nothing queued is delivered and nothing starts after it returns. If an
/// item is being delivered on another thread, it waits for that one callback, unless it is
/// called from inside it, or that callback waits (through other disposals) for this thread:
/// then it returns at once and reports the cycle (see ``DisposalWaits``).
@usableFromInline
class Serializer<Item>: @unchecked Sendable {
  /// Takes one item; returns `false` to stop after it (a terminal event).
  @usableFromInline typealias Deliver = (Item) -> Bool

  @inlinable @inline(__always) static var attentionBit: UInt { 1 }
  @inlinable @inline(__always) static var stoppedBit: UInt { 2 }
  @inlinable @inline(__always) static var flags: UInt { 3 }
  /// The key between ``enqueueClaimingDrain(_:)`` and ``drain()``: claimed, but no thread
  /// delivers yet. Neither a thread's nor an object's address (those are multiples of 4).
  @inlinable @inline(__always) static var claimed: UInt { ~flags }

  /// The key in flight and the flags. Claimed from 0, and given back to 0 or to `stoppedBit`;
  /// outside the lock only by the drainer, with a compare-and-swap.
  @usableFromInline final let state = Atomic<UInt>(0)
  @usableFromInline final let lock = Locked(())
  // Guarded by `lock`. Items are moved out as they are taken, so the queue never releases one
  // under the lock (its deinit may be the user's).
  @usableFromInline @exclusivity(unchecked) final var queue: [Item?] = []
  @usableFromInline @exclusivity(unchecked) final var head = 0
  /// Read by the drainer; replaced once stopped and idle, to let go of what it captured.
  /// Unchecked: `state` orders those.
  @usableFromInline @exclusivity(unchecked) final var deliverer: Deliver
  /// Disposals waiting for the key in flight to change.
  @usableFromInline final let waiters = Atomic<Int>(0)

  @inlinable
  init(_ deliver: @escaping Deliver) {
    deliverer = deliver
  }

  /// Runs `body` holding the lock. `body` must not call user code.
  @inlinable
  final func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  /// Whether ``stop()`` was called or `deliver` asked to stop.
  @inlinable
  final var isStopped: Bool { state.load(ordering: .acquiring) & Self.stoppedBit != 0 }

  /// Whether a drain runs (or is claimed). With the lock held, none starts until it is
  /// released.
  @inlinable
  final var isDraining: Bool { state.load(ordering: .acquiring) & ~Self.flags != 0 }

  /// Delivers `item` now on this thread, or queues it for the thread draining.
  @inlinable
  final func send(_ item: Item) {
    let me = currentThreadIdentity()
    if state.compareExchange(expected: 0, desired: me, ordering: .acquiringAndReleasing).exchanged
      || lock.withLock({ enqueueOrClaim(item, as: me) })
    {
      run(item, as: me)
    }
  }

  /// Delivers `first` as the drainer `me`, then what was queued meanwhile.
  @inlinable
  final func run(_ first: Item, as me: UInt) {
    let goOn = deliverer(first)
    if goOn, endDrain(me) { return }
    drainQueued(stopping: !goOn) { item, _ in deliverer(item) }
    releaseIfStopped()
  }

  /// Queues `item`; returns `true` if the caller must now call ``drain()``: no drain ran, and
  /// this caller has claimed it.
  final func enqueueClaimingDrain(_ item: Item) -> Bool {
    lock.withLock {
      guard enqueueOrClaim(item, as: Self.claimed) else { return false }
      queue.append(item)
      return true
    }
  }

  /// Delivers the queue until it is empty, if a drain was claimed by
  /// ``enqueueClaimingDrain(_:)`` and no thread runs it yet; call it on the thread that should
  /// deliver.
  final func drain() {
    let me = currentThreadIdentity()
    let first = lock.withLock { () -> Item? in
      guard state.load(ordering: .acquiring) & ~Self.flags == Self.claimed else { return nil }
      state.bitwiseXor(Self.claimed ^ me, ordering: .acquiringAndReleasing)
      return nextLocked(as: me)
    }
    wakeIfWaiting()
    if let first { run(first, as: me) } else { releaseIfStopped() }
  }

  /// With the lock held: queues `item` behind the drainer, or, if there is none, claims the
  /// drain as `key` and returns `true` without queuing it. Drops it once stopped.
  @inlinable
  final func enqueueOrClaim(_ item: Item, as key: UInt) -> Bool {
    guard !isStopped else { return false }
    while !raiseAttention() {
      // A thread can claim it without the lock meanwhile: so a compare-and-swap.
      if state.compareExchange(expected: 0, desired: key, ordering: .acquiringAndReleasing)
        .exchanged
      {
        return true
      }
    }
    queue.append(item)
    return false
  }

  /// Sets `attentionBit` if a drain runs, so that it takes the lock before it ends; returns
  /// whether one does. Call with the lock held.
  @inlinable
  final func raiseAttention() -> Bool {
    var current = state.load(ordering: .acquiring)
    while current & ~Self.flags != 0 {
      if current & Self.attentionBit != 0 { return true }
      let (exchanged, original) = state.compareExchange(
        expected: current, desired: current | Self.attentionBit,
        ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = original
    }
    return false
  }

  /// Makes `key` the one in flight, keeping the flags; returns it. Only the drainer calls it.
  @inlinable
  final func publishInFlight(_ key: UInt, replacing current: UInt) -> UInt {
    var expected = current
    while true {
      // Sequentially consistent, against a disposal that marks its subscription then reads
      // this: either it sees its callback in flight (and waits), or the drainer sees the mark.
      let (exchanged, original) = state.compareExchange(
        expected: expected, desired: key | (expected & Self.flags),
        ordering: .sequentiallyConsistent)
      if exchanged { break }
      expected = original
    }
    wakeIfWaiting()
    return key
  }

  /// After the drainer delivered an item, leaving `key` in flight: ends the drain, unless a
  /// flag is set; then the drainer must call ``drainQueued(stopping:_:)``.
  @inlinable
  final func endDrain(_ key: UInt) -> Bool {
    guard
      state.compareExchange(expected: key, desired: 0, ordering: .sequentiallyConsistent)
        .exchanged
    else { return false }
    wakeIfWaiting()
    return true
  }

  /// The drain's contended part, under the lock between items: delivers what was queued
  /// (after stopping, if `stopping`) until the queue is empty or stopped. Not inlined: in unspecialised code, its `Item?` made the
  /// uncontended path look up `Optional<Item>`'s metadata. `deliver` may change the key in
  /// flight (with ``publishInFlight(_:replacing:)``); it returns `false` to stop.
  @inlinable @inline(never)
  final func drainQueued(stopping: Bool, _ deliver: (Item, inout UInt) -> Bool) {
    let me = currentThreadIdentity()
    var stopping = stopping
    while true {
      // Items dropped by a stop are released after the lock: their deinits are the user's.
      var dropped: [Item?] = []
      let next = lock.withLock { () -> Item? in
        if stopping { dropped = stopLocked() }
        return nextLocked(as: me)
      }
      _ = dropped
      wakeIfWaiting()
      guard let next else { return }
      var key = me
      stopping = !deliver(next, &key)
    }
  }

  /// Wakes the disposals waiting, if any: the drainer calls it after every change of the key
  /// (a sequentially consistent write, against the waiter's count then check).
  @inlinable
  final func wakeIfWaiting() {
    if waiters.load(ordering: .sequentiallyConsistent) != 0 { DisposalWaits.wakeWaiters() }
  }

  /// With the lock held, for the drainer `me`: takes the next item, or, if none is left or
  /// stopped, ends the drain. Once something was queued, the drain ends here, under the lock.
  @inlinable
  final func nextLocked(as me: UInt) -> Item? {
    let stopped = state.load(ordering: .acquiring) & Self.stoppedBit
    if stopped == 0, head < queue.count {
      state.store(me | Self.attentionBit, ordering: .sequentiallyConsistent)
      defer { head += 1 }
      return queue[head].take()
    }
    queue.removeAll(keepingCapacity: queue.count <= 64)
    head = 0
    state.store(stopped, ordering: .sequentiallyConsistent)
    return nil
  }

  /// Stops: drops the queue, delivers nothing more; waits for a callback in flight on another
  /// thread (see the type's comment). Every call waits, not only the first.
  final func stop() {
    let me = currentThreadIdentity()
    var dropped: [Item?] = []
    let running = lock.withLock { () -> UInt in
      dropped = stopLocked()
      return state.load(ordering: .acquiring) & ~Self.flags
    }
    _ = dropped
    if running != 0, running != Self.claimed, running != me {
      _ = outlast(
        running,
        "a delivery (create, merge, combineLatest, flatMapLatest or observe(on:)) to the"
          + " subscription it disposed"
      ) { [self] in state.load(ordering: .sequentiallyConsistent) & ~Self.flags == running }
    }
    releaseIfStopped()
  }

  /// Waits while `stillInFlight()`: a callback that `thread` runs and that a disposal must
  /// outlast. Returns whether it did (see ``DisposalWaits/wait(for:what:subjects:while:)``).
  final func outlast(
    _ thread: UInt, _ what: @autoclosure () -> String,
    subjects: @autoclosure () -> [SupportReport.Subject] = [],
    while stillInFlight: @escaping () -> Bool
  ) -> Bool {
    waiters.add(1, ordering: .sequentiallyConsistent)
    defer { waiters.subtract(1, ordering: .sequentiallyConsistent) }
    return DisposalWaits.wait(
      for: thread, what: what(), subjects: subjects(), while: stillInFlight)
  }

  /// Marks it stopped; returns the queue, for the caller to release after the lock. Call with
  /// the lock held.
  @inlinable
  final func stopLocked() -> [Item?] {
    state.bitwiseOr(Self.stoppedBit, ordering: .sequentiallyConsistent)
    head = 0
    var dropped: [Item?] = []
    swap(&dropped, &queue)
    return dropped
  }

  /// Lets go of `deliver` (and what it captured), outside the lock, once stopped with no
  /// drain running or claimed.
  @usableFromInline
  final func releaseIfStopped() {
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
