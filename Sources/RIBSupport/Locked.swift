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
///
/// A reference to one allocation that holds both the value and the mutex, not an object plus a
/// separately allocated mutex: disposables, dispose bags and composite disposables each hold
/// one. Copies share the value, as copies of a class reference would.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
package struct Locked<Value>: @unchecked Sendable {
  private let storage: LockedStorage<Value>

  /// Creates the lock around `value`.
  package init(_ value: Value) {
    storage = LockedStorage.make(value)
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }
}

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
  /// The value as a `ManagedBuffer`'s header and the mutex as its one element.
  private final class LockedStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    static func make(_ value: Value) -> LockedStorage<Value> {
      let storage = unsafeDowncast(
        LockedStorage<Value>.create(minimumCapacity: 1) { _ in value },
        to: LockedStorage<Value>.self)
      storage.withUnsafeMutablePointerToElements { mutex in
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
      }
      return storage
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
      try withUnsafeMutablePointers { value, mutex in
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
      }
    }

    deinit {
      // `ManagedBuffer` destroys the header (the value); the element is this class's to end.
      withUnsafeMutablePointerToElements { mutex in
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
      }
    }
  }
#else
  /// The value beside a `Synchronization.Mutex`, where there is no pthread mutex.
  private final class LockedStorage<Value> {
    private let mutex = Mutex<Void>(())
    // Only read or written with `mutex` held.
    private var value: Value

    private init(_ value: Value) { self.value = value }

    static func make(_ value: Value) -> LockedStorage<Value> { LockedStorage(value) }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
      try mutex.withLock { _ in try body(&value) }
    }
  }
#endif
