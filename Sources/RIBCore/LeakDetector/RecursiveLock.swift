#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import RIBStreams
#endif

/// A lock that the thread holding it may take again, on `pthread_mutex_t`.
///
/// The leak detector's state is touched from the main actor (routers register on deinit) and
/// from the scheduler's queue (checks) at once. `Synchronization.Mutex` would be the obvious
/// choice, but on Linux it hands a contended lock over inside the kernel (a priority-inheriting
/// futex), where ThreadSanitizer cannot see it, and `--sanitize=thread` then reports races that
/// are not there. ThreadSanitizer intercepts `pthread_mutex_lock`, so this lock is checked for
/// real.
final class RecursiveLock: @unchecked Sendable {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      mutex = .allocate(capacity: 1)
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body()
    }
  #else
    private let lock = ReentrantLock()

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
      try lock.withLock(body)
    }
  #endif
}

/// A value guarded by a ``RecursiveLock``.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = RecursiveLock()
  // Only read or written with `lock` held.
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock. `body` must not re-enter this same
  /// `withLock` (the lock would let it, but the value is already being accessed).
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }

  /// Runs `body` holding the lock, without accessing the value: it may call ``withLock(_:)``,
  /// on this thread, as often as it needs.
  func whileLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }
}
