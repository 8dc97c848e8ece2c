#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Synchronization
#endif

/// A value guarded by a lock, for RIBTesting's own state, which may hold non-`Sendable` values
/// such as handler closures. Nothing is called out while the lock is held.
///
/// It is a pthread mutex, not `Synchronization.Mutex`: on Linux, a contended `Mutex` hands
/// itself over through the kernel (a priority-inheritance futex), which ThreadSanitizer cannot
/// see, so tests that record from many threads would report races that are not there. A
/// pthread mutex is what ThreadSanitizer understands.
final class LockedState<Value>: @unchecked Sendable {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #else
    private let mutex = Mutex(())
  #endif
  // Only read or written while `mutex` is held.
  private var value: Value

  init(_ value: Value) {
    self.value = value
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
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
