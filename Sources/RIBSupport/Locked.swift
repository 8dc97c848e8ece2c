#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Synchronization
#endif

/// A value guarded by a lock: the package's replacement for `Synchronization.Mutex`.
///
/// On POSIX systems it is a `pthread_mutex_t`, for the reasons given on ``ReentrantLock``:
/// on Linux a contended `Mutex` is handed over through the kernel, which is slow when threads
/// outnumber cores and invisible to ThreadSanitizer (which then reports races that are not
/// there). It is not re-entrant; code that calls out while holding it must use
/// ``ReentrantLock``.
package final class Locked<Value>: @unchecked Sendable {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #else
    private let mutex = Mutex<Void>(())
  #endif
  // Only read or written with `mutex` held.
  private var value: Value

  /// Creates the lock around `value`.
  package init(_ value: Value) {
    self.value = value
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value)
    #else
      return try mutex.withLock { _ in try body(&value) }
    #endif
  }

  deinit {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    #endif
  }
}
