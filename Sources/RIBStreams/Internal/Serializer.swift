import RIBSupport
import Synchronization

/// The one queue-drain of RIBStreams (as RxJava's serialized emitters): items from any number
/// of threads are delivered one at a time, in order, and no sender waits for a callback. A
/// sender finding no delivery running delivers itself (*drains*), then what others queued
/// meanwhile; otherwise it queues its item and returns. Operators use it for one consumer;
/// subjects, through ``ObserverList``, for many. The lock guards bookkeeping only.
///
/// `state` holds the *key* in flight (the drainer's thread, or for a subject the subscription
/// being called; 0 when idle) and two flags. Uncontended, a drain ends with one
/// compare-and-swap, which fails when a flag was set meanwhile; the drainer then takes the lock.
///
/// ``stop()`` waits for a callback in flight on another thread, except from inside it or when
/// that callback waits for this thread (a cycle, reported: see ``DisposalWaits``).
@usableFromInline
class Serializer<Item>: @unchecked Sendable {
  /// Returns `false` to stop after the item (a terminal event).
  @usableFromInline typealias Deliver = (Item) -> Bool

  @inlinable @inline(__always) static var attentionBit: UInt { 1 }
  @inlinable @inline(__always) static var stoppedBit: UInt { 2 }
  @inlinable @inline(__always) static var flags: UInt { 3 }
  /// Claimed by ``enqueueClaimingDrain(_:)``, no thread delivering yet. Thread and object
  /// addresses are multiples of 4, so this is neither.
  @inlinable @inline(__always) static var claimed: UInt { ~flags }

  /// Outside the lock, only the drainer writes it, with a compare-and-swap.
  @usableFromInline final let state = Atomic<UInt>(0)
  @usableFromInline final let lock = Locked(())
  // Guarded by `lock`. Items are moved out as they are taken, so the queue never releases one
  // under the lock (its deinit may be the user's).
  @usableFromInline @exclusivity(unchecked) final var queue: [Item?] = []
  @usableFromInline @exclusivity(unchecked) final var head = 0
  /// Replaced once stopped and idle, to let go of what it captured; `state` orders that.
  @usableFromInline @exclusivity(unchecked) final var deliverer: Deliver
  /// Disposals waiting for the key in flight to change.
  @usableFromInline final let waiters = Atomic<Int>(0)

  @inlinable
  init(_ deliver: @escaping Deliver) {
    deliverer = deliver
  }

  /// `body` must not call user code.
  @inlinable
  final func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  /// Whether ``stop()`` was called or `deliver` asked to stop.
  @inlinable
  final var isStopped: Bool { state.load(ordering: .acquiring) & Self.stoppedBit != 0 }

  /// Whether a drain runs or is claimed.
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

  /// Queues `item`; returns `true` if this caller claimed the drain and must call ``drain()``.
  @inlinable
  final func enqueueClaimingDrain(_ item: Item) -> Bool {
    lock.withLock {
      guard enqueueOrClaim(item, as: Self.claimed) else { return false }
      queue.append(item)
      return true
    }
  }

  /// Delivers the queue on this thread, if a drain is claimed and no thread runs it yet.
  /// With `onlyOne`, delivers the oldest item only; if more wait, the drain stays claimed and
  /// it returns `true`, for the caller to call it again (on a later turn).
  @inlinable @discardableResult
  final func drain(onlyOne: Bool = false) -> Bool {
    let me = currentThreadIdentity()
    let first = lock.withLock { () -> Item? in
      guard state.load(ordering: .acquiring) & ~Self.flags == Self.claimed else { return nil }
      state.bitwiseXor(Self.claimed ^ me, ordering: .acquiringAndReleasing)
      return nextLocked(as: me)
    }
    wakeIfWaiting()
    guard let first else {
      releaseIfStopped()
      return false
    }
    guard onlyOne else {
      run(first, as: me)
      return false
    }
    let goOn = deliverer(first)
    var dropped: [Item?] = []
    let more = lock.withLock { () -> Bool in
      if !goOn { dropped = stopLocked() }
      guard state.load(ordering: .acquiring) & Self.stoppedBit == 0, head < queue.count else {
        _ = nextLocked(as: me)  // Nothing to take: it ends the drain.
        return false
      }
      state.store(Self.claimed, ordering: .sequentiallyConsistent)
      return true
    }
    _ = dropped
    wakeIfWaiting()
    if !more { releaseIfStopped() }
    return more
  }

  /// With the lock held: queues `item` behind the drainer, or claims the drain as `key`
  /// (`true`, not queued). Drops it once stopped.
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

  /// With the lock held: sets `attentionBit` if a drain runs, so that it takes the lock
  /// before it ends; returns whether one does.
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

  /// The drainer makes `key` the one in flight, keeping the flags.
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

  /// Ends the drain, unless a flag is set; then the drainer must call
  /// ``drainQueued(stopping:_:)``.
  @inlinable
  final func endDrain(_ key: UInt) -> Bool {
    guard
      state.compareExchange(expected: key, desired: 0, ordering: .sequentiallyConsistent)
        .exchanged
    else { return false }
    wakeIfWaiting()
    return true
  }

  /// The drain's contended part: delivers what was queued until none is left or stopped.
  /// `deliver` may publish other keys, and returns `false` to stop. Not inlined: unspecialised,
  /// its `Item?` made the uncontended path look up `Optional<Item>`'s metadata.
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

  /// The drainer calls it after every change of the key (sequentially consistent, against
  /// the waiter's count-then-check).
  @inlinable
  final func wakeIfWaiting() {
    if waiters.load(ordering: .sequentiallyConsistent) != 0 { DisposalWaits.wakeWaiters() }
  }

  /// With the lock held: takes the next item for the drainer `me`, or ends the drain.
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

  /// Drops the queue and delivers nothing more; every call waits as the type's comment says.
  @inlinable
  final func stop() {
    let me = currentThreadIdentity()
    var dropped: [Item?] = []
    let running = lock.withLock { () -> UInt in
      dropped = stopLocked()
      return state.load(ordering: .acquiring) & ~Self.flags
    }
    _ = dropped
    if running != 0, running != Self.claimed, running != me { outlastDrain(by: running) }
    releaseIfStopped()
  }

  /// Waits, as ``stop()`` does, while the thread `running` delivers.
  @usableFromInline
  final func outlastDrain(by running: UInt) {
    _ = outlast(
      running,
      "a delivery (create, merge, combineLatest, flatMapLatest or observe(on:)) to the"
        + " subscription it disposed"
    ) { [self] in state.load(ordering: .sequentiallyConsistent) & ~Self.flags == running }
  }

  /// See ``DisposalWaits/wait(for:what:subjects:while:)``.
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

  /// With the lock held: marks it stopped and returns the queue, to release after the lock.
  @inlinable
  final func stopLocked() -> [Item?] {
    state.bitwiseOr(Self.stoppedBit, ordering: .sequentiallyConsistent)
    head = 0
    var dropped: [Item?] = []
    swap(&dropped, &queue)
    return dropped
  }

  /// Lets go of `deliver` outside the lock, once stopped and idle.
  @inlinable
  final func releaseIfStopped() {
    var released: Deliver = { _ in false }
    lock.withLock {
      guard state.load(ordering: .acquiring) == Self.stoppedBit else { return }
      swap(&released, &deliverer)
    }
    _ = released
  }
}

/// An operator's upstream: stops its ``Serializer``, then disposes its sources. Every call
/// does both, so a second disposer waits too.
@usableFromInline
struct StopThenDispose<Item>: Disposable {
  @usableFromInline let serializer: Serializer<Item>
  @usableFromInline let disposable: any Disposable

  @inlinable
  init(serializer: Serializer<Item>, disposable: any Disposable) {
    self.serializer = serializer
    self.disposable = disposable
  }

  @inlinable
  func dispose() {
    serializer.stop()
    disposable.dispose()
  }
}
