#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(WinSDK)
  import Synchronization
  import WinSDK
#else
  import Synchronization
#endif

/// A value guarded by a lock: the package's one lock, in place of `Synchronization.Mutex`. It
/// guards bookkeeping only (subjects', operators', disposables'): it is never held while user
/// code runs (observers, operator closures, the deinit of what they captured), so no thread
/// ever waits on it for another thread's callback. It is not re-entrant.
///
/// ## Why a pthread mutex
/// On Linux `Synchronization.Mutex` is a priority-inheriting futex: the kernel hands a
/// contended lock to a waiting thread, which must first be scheduled, so when threads
/// outnumber cores every handover waits for a context switch. `pthread_mutex_t` lets a running
/// thread take a free lock. The kernel handover is also invisible to ThreadSanitizer, which then
/// reports races that are not there; it intercepts `pthread_mutex_lock`.
///
/// One allocation holds both the value and the mutex: every subject, serializer, disposable and
/// dispose bag has one. Copies share the value, as copies of a class reference would.
/// `withLock` is `@inlinable`: it runs on every event, and inlined into a specialised caller it
/// is a few instructions instead of a call into unspecialised generic code.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
@usableFromInline
package struct Locked<Value>: @unchecked Sendable {
  @usableFromInline let storage: LockedStorage<Value>

  /// Creates the lock around `value`.
  @inlinable
  package init(_ value: Value) {
    storage = LockedStorage.make(value)
  }

  /// Runs `body` with exclusive access to the value. `body` must not call user code.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withLock(body)
  }
}

extension Locked where Value == Void {
  /// Runs `body` holding the lock, for a lock that guards its owner's properties.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    // Without an access to the value: an empty header shares its address with the mutex.
    try storage.withLockHeld(body)
  }
}

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
  /// The value as a `ManagedBuffer`'s header and the mutex as its one element.
  @usableFromInline
  package final class LockedStorage<Value>: ManagedBuffer<Value, pthread_mutex_t> {
    @inlinable
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

    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
      try withUnsafeMutablePointers { value, mutex in
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
      }
    }

    @inlinable @inline(__always)
    func withLockHeld<Result>(_ body: () throws -> Result) rethrows -> Result {
      try withUnsafeMutablePointerToElements { mutex in
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
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
  @usableFromInline
  package final class LockedStorage<Value> {
    @usableFromInline let mutex = Mutex<Void>(())
    // Only read or written with `mutex` held.
    @usableFromInline var value: Value

    @usableFromInline init(_ value: Value) { self.value = value }

    @inlinable
    static func make(_ value: Value) -> LockedStorage<Value> { LockedStorage(value) }

    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
      try mutex.withLock { _ in try body(&value) }
    }

    @inlinable
    func withLockHeld<Result>(_ body: () throws -> Result) rethrows -> Result {
      try mutex.withLock { _ in try body() }
    }
  }
#endif

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
