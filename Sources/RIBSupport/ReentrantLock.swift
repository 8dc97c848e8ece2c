import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WinSDK)
  import WinSDK
#endif

/// A mutual-exclusion lock that the thread holding it may take again.
///
/// Subjects deliver events while holding their lock, which is what lets `dispose()` promise
/// that nothing is delivered once it returns: it waits for an in-flight delivery to finish.
/// An observer that, during delivery, subscribes, disposes, reads a relay's value or emits into
/// the same subject re-enters the lock on the same thread; the owner check below lets it in
/// instead of deadlocking.
///
/// ## Waiting cycles
/// A thread that finds the lock taken records, in ``LockWaitGraph``, which lock it waits for,
/// and first follows the chain of owners and what they wait for. If the chain leads back to
/// itself, waiting would never end. ``withLockUnlessWaitCycle(_:)`` then returns without the
/// lock, which is how a disposal that would wait for a delivery that waits for it returns
/// instead; it also waits in slices, looking again after each, in case a thread that cannot
/// back off closes the cycle after it started waiting. ``withLock(_:)`` reports the cycle
/// through ``SupportDiagnostics`` and waits anyway, as it must hold the lock to go on (two
/// threads feeding each other's subjects). None of this
/// touches the uncontended path: a free lock is taken with one `trylock`, as before.
///
/// ## Why a pthread mutex
/// On Linux `Synchronization.Mutex` is a priority-inheriting futex: the kernel hands a
/// contended lock to a waiting thread, which must first be scheduled, so when threads
/// outnumber cores every handover waits for a context switch. Measured on 2 cores: 8 threads
/// sending 10^5 events each to one subject took 45 s with `Mutex` and under 1 s with
/// `pthread_mutex_t`, which lets a running thread take a free lock. The kernel handover is
/// also invisible to ThreadSanitizer, which then reports races that are not there; it
/// intercepts `pthread_mutex_lock`.
///
/// `withLock` is `@inlinable` (and so what it touches is `@usableFromInline`): it runs on
/// every event, and inlined into a specialised caller it is a few instructions instead of a
/// call into unspecialised generic code.
///
/// A noncopyable struct, stored in the object it guards, not an object of its own: every
/// subject has one, and a separate object was one more allocation per subject. The mutex and
/// the owner word share one allocation, so that another thread following a waiting chain can
/// read the owner of a lock it does not hold (see ``LockWaitGraph``).
@usableFromInline
package struct ReentrantLock: ~Copyable, @unchecked Sendable {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    @usableFromInline package let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The identity of the thread holding the lock, or 0. In the same allocation as `mutex`.
    @usableFromInline package let owner: UnsafeMutablePointer<Atomic<UInt>>

    @usableFromInline
    package init() {
      let ownerOffset =
        (MemoryLayout<pthread_mutex_t>.stride + MemoryLayout<Atomic<UInt>>.alignment - 1)
        & ~(MemoryLayout<Atomic<UInt>>.alignment - 1)
      let block = UnsafeMutableRawPointer.allocate(
        byteCount: ownerOffset + MemoryLayout<Atomic<UInt>>.size,
        alignment: max(
          MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<Atomic<UInt>>.alignment))
      mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
      owner = (block + ownerOffset).bindMemory(to: Atomic<UInt>.self, capacity: 1)
      owner.initialize(to: Atomic(0))
    }

    deinit {
      pthread_mutex_destroy(mutex)
      owner.deinitialize(count: 1)
      UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Runs `body` while holding the lock, re-entering it if this thread already holds it.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      try withLockNotingOutermost { _ in try body() }
    }

    /// Like ``withLock(_:)``; `body` learns whether this is the thread's outermost hold of the
    /// lock (`false` when it re-entered it), that is, whether the lock is released after it.
    @inlinable
    package borrowing func withLockNotingOutermost<Result>(
      _ body: (_ isOutermost: Bool) throws -> Result
    ) rethrows -> Result {
      let thread = currentThreadIdentity()
      // Relaxed is enough: a thread only ever reads its own identity back from `owner` if it
      // stored it itself, and program order makes its own stores visible to it.
      if owner.pointee.load(ordering: .relaxed) == thread {
        return try body(false)
      }
      if pthread_mutex_trylock(mutex) != 0 { lockAfterWaiting(thread: thread) }
      owner.pointee.store(thread, ordering: .relaxed)
      defer {
        owner.pointee.store(0, ordering: .relaxed)
        pthread_mutex_unlock(mutex)
      }
      return try body(true)
    }

    /// Like ``withLockNotingOutermost(_:)``, unless taking the lock means waiting for a thread
    /// that (through the locks it waits for) waits for this one: then returns `nil` at once,
    /// without running `body`.
    @inlinable
    package borrowing func withLockUnlessWaitCycle<Result>(
      _ body: (_ isOutermost: Bool) throws -> Result
    ) rethrows -> Result? {
      let thread = currentThreadIdentity()
      if owner.pointee.load(ordering: .relaxed) == thread {
        return try body(false)
      }
      if pthread_mutex_trylock(mutex) != 0 {
        guard lockAfterWaitingUnlessCycle(thread: thread) else { return nil }
      }
      owner.pointee.store(thread, ordering: .relaxed)
      defer {
        owner.pointee.store(0, ordering: .relaxed)
        pthread_mutex_unlock(mutex)
      }
      return try body(true)
    }

    /// Blocks until the lock is taken, with the wait recorded in ``LockWaitGraph``; reports a
    /// cycle, if there is one, before blocking in it.
    @usableFromInline
    borrowing func lockAfterWaiting(thread: UInt) {
      if let cycle = LockWaitGraph.beginWaiting(thread: thread, for: owner) {
        SupportDiagnostics.reportWaitCycle(threadCount: cycle.threadCount, waitingAnyway: true)
        LockWaitGraph.beginWaitingInCycle(thread: thread, for: owner)
      }
      pthread_mutex_lock(mutex)
      LockWaitGraph.endWaiting(thread: thread)
    }

    /// Blocks until the lock is taken, unless the wait would close a cycle: `false` then.
    ///
    /// Waits in short slices and follows the chain again after each one: a thread that starts
    /// waiting for this one later (one that must hold its lock to go on, and so cannot back
    /// off) closes the cycle after this thread looked, and this thread is the one that can
    /// end it.
    @usableFromInline
    borrowing func lockAfterWaitingUnlessCycle(thread: UInt) -> Bool {
      if LockWaitGraph.beginWaiting(thread: thread, for: owner) != nil {
        // The chain was read without the owners' locks; a lock freed meanwhile is no cycle.
        return pthread_mutex_trylock(mutex) == 0
      }
      while !lockWithinAMoment() {
        if LockWaitGraph.closesCycle(thread: thread, waitingFor: owner) {
          LockWaitGraph.endWaiting(thread: thread)
          return pthread_mutex_trylock(mutex) == 0
        }
      }
      LockWaitGraph.endWaiting(thread: thread)
      return true
    }

    /// Takes the lock if it is free within about two milliseconds.
    borrowing func lockWithinAMoment() -> Bool {
      #if canImport(Darwin)
        // Darwin has no `pthread_mutex_timedlock`.
        for _ in 0..<20 {
          if pthread_mutex_trylock(mutex) == 0 { return true }
          usleep(100)
        }
        return false
      #else
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)
        deadline.tv_nsec += 2_000_000
        if deadline.tv_nsec >= 1_000_000_000 {
          deadline.tv_sec += 1
          deadline.tv_nsec -= 1_000_000_000
        }
        return pthread_mutex_timedlock(mutex, &deadline) == 0
      #endif
    }

    /// Whether the calling thread holds the lock right now.
    package var isHeldByCurrentThread: Bool {
      owner.pointee.load(ordering: .relaxed) == currentThreadIdentity()
    }
  #else
    // Without pthreads (Windows): `Mutex`, and no wait-cycle detection.
    @usableFromInline package let mutex = Mutex<Void>(())
    @usableFromInline package let ownerWord = Atomic<UInt>(0)

    @usableFromInline
    package init() {}

    /// Runs `body` while holding the lock, re-entering it if this thread already holds it.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      try withLockNotingOutermost { _ in try body() }
    }

    /// Like ``withLock(_:)``; `body` learns whether this is the thread's outermost hold.
    @inlinable
    package borrowing func withLockNotingOutermost<Result>(
      _ body: (_ isOutermost: Bool) throws -> Result
    ) rethrows -> Result {
      let thread = currentThreadIdentity()
      if ownerWord.load(ordering: .relaxed) == thread {
        return try body(false)
      }
      return try mutex.withLock { _ in
        ownerWord.store(thread, ordering: .relaxed)
        defer { ownerWord.store(0, ordering: .relaxed) }
        return try body(true)
      }
    }

    /// Like ``withLockNotingOutermost(_:)``: there is no cycle detection on this platform.
    @inlinable
    package borrowing func withLockUnlessWaitCycle<Result>(
      _ body: (_ isOutermost: Bool) throws -> Result
    ) rethrows -> Result? {
      try withLockNotingOutermost(body)
    }

    /// Whether the calling thread holds the lock right now.
    package var isHeldByCurrentThread: Bool {
      ownerWord.load(ordering: .relaxed) == currentThreadIdentity()
    }
  #endif
}

/// A non-zero number that identifies the calling thread while it lives.
@inlinable
package func currentThreadIdentity() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #elseif canImport(WinSDK)
    return UInt(GetCurrentThreadId())
  #else
    return UInt(pthread_self())
  #endif
}
