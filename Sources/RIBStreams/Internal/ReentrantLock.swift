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
/// Built on `Synchronization.Mutex` (one atomic compare-and-swap when uncontended) plus an
/// owner word, so the common, non-re-entrant case costs one lock acquisition.
package final class ReentrantLock: Sendable {
  private let mutex = Mutex<Void>(())
  private let owner = Atomic<UInt>(0)

  package init() {}

  /// Runs `body` while holding the lock, re-entering it if this thread already holds it.
  @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    let thread = currentThreadIdentity()
    // Relaxed is enough: a thread only ever reads its own identity back from `owner` if it
    // stored it itself, and program order makes its own stores visible to it.
    if owner.load(ordering: .relaxed) == thread {
      return try body()
    }
    return try mutex.withLock { _ in
      owner.store(thread, ordering: .relaxed)
      defer { owner.store(0, ordering: .relaxed) }
      return try body()
    }
  }

  /// Whether the calling thread holds the lock right now.
  package var isHeldByCurrentThread: Bool {
    owner.load(ordering: .relaxed) == currentThreadIdentity()
  }
}

/// A non-zero number that identifies the calling thread while it lives.
@inline(__always)
func currentThreadIdentity() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #elseif canImport(WinSDK)
    return UInt(GetCurrentThreadId())
  #else
    return UInt(pthread_self())
  #endif
}
