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

/// The lock of a subject's or an operator's bookkeeping: held for a few instructions, never
/// while user code runs (observers, operator closures, the deinit of what they captured), so
/// no thread ever waits on it for another thread's callback.
///
/// ## Why a pthread mutex
/// On Linux `Synchronization.Mutex` is a priority-inheriting futex: the kernel hands a
/// contended lock to a waiting thread, which must first be scheduled, so when threads
/// outnumber cores every handover waits for a context switch. `pthread_mutex_t` lets a running
/// thread take a free lock. The kernel handover is also invisible to ThreadSanitizer, which then
/// reports races that are not there; it intercepts `pthread_mutex_lock`.
///
/// `withLock` is `@inlinable` (and so what it touches is `@usableFromInline`): it runs on
/// every event, and inlined into a specialised caller it is a few instructions instead of a
/// call into unspecialised generic code.
///
/// A noncopyable struct, stored in the object it guards, not an object of its own: every
/// subject has one.
@usableFromInline
package struct BookkeepingLock: ~Copyable, @unchecked Sendable {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    @usableFromInline package let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    package init() {
      mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    }

    /// Runs `body` while holding the lock. `body` must not call user code or take this lock.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body()
    }
  #else
    @usableFromInline package let mutex = Mutex<Void>(())

    @usableFromInline
    package init() {}

    /// Runs `body` while holding the lock. `body` must not call user code or take this lock.
    @inlinable
    package borrowing func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      try mutex.withLock { _ in try body() }
    }
  #endif
}

/// A non-zero number that identifies the calling thread while it lives: a multiple of 4 (a
/// thread's address under pthreads), so that a word holding it has two bits for flags.
@inlinable
package func currentThreadIdentity() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #elseif canImport(WinSDK)
    return UInt(GetCurrentThreadId()) << 2
  #else
    return UInt(pthread_self())
  #endif
}
