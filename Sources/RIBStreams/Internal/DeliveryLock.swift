import RIBSupport

/// The lock of an operator that calls downstream while holding it (`merge`, `combineLatest`,
/// `flatMapLatest`, `create`, `observe(on:)`), to serialise events from several sources or
/// threads.
///
/// Such an operator must not dispose its upstream while this thread holds the lock, which is
/// what happens when a subscriber ends its subscription from inside a delivery (`take(1)`,
/// or an explicit `dispose()`). Another source may be delivering on another thread at that
/// moment: that thread holds its subject's lock and waits for this one, while disposing that
/// subject waits for its delivery to finish: a deadlock. So ``disposeWhenUnlocked(_:)``
/// defers the disposal until the outermost ``withLock(_:)`` on this thread has released the
/// lock. Downstream is unaffected: its sink has already stopped, so nothing more reaches it.
final class DeliveryLock: @unchecked Sendable {
  private let lock = ReentrantLock()
  // Guarded by `lock`.
  private var deferred: [any Disposable] = []

  init() {}

  /// Runs `body` while holding the lock (re-entrantly), then disposes what was deferred.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    if lock.isHeldByCurrentThread { return try body() }
    var pending: [any Disposable] = []
    defer { for disposable in pending { disposable.dispose() } }
    return try lock.withLock {
      defer { if !deferred.isEmpty { swap(&pending, &deferred) } }
      return try body()
    }
  }

  /// Runs `body` while holding the lock, like ``withLock(_:)``, unless taking it means waiting
  /// for a thread that waits for this one (see `ReentrantLock`): then reports the cycle and
  /// returns `nil` without running `body`.
  func withLockUnlessWaitCycle<Result>(_ body: () -> Result) -> Result? {
    if lock.isHeldByCurrentThread { return body() }
    var pending: [any Disposable] = []
    defer { for disposable in pending { disposable.dispose() } }
    let result = lock.withLockUnlessWaitCycle { _ in
      defer { if !deferred.isEmpty { swap(&pending, &deferred) } }
      return body()
    }
    if result == nil {
      SupportDiagnostics.reportWaitCycle(
        threadCount: nil, waitingAnyway: false,
        what: "an operator's delivery (merge, combineLatest, flatMapLatest, create or observe(on:))"
          + " to the subscription it disposed")
    }
    return result
  }

  /// Returns once no other thread holds the lock: a delivery in flight there has ended. At once
  /// on the thread that holds it, and, reported, if that thread waits for this one.
  func waitForDelivery() {
    _ = withLockUnlessWaitCycle {}
  }

  /// Disposes `disposable` now, or, if this thread holds the lock, once it has released it.
  func disposeWhenUnlocked(_ disposable: any Disposable) {
    if lock.isHeldByCurrentThread {
      deferred.append(disposable)
    } else {
      disposable.dispose()
    }
  }
}

/// A disposable that disposes `disposable` through ``DeliveryLock/disposeWhenUnlocked(_:)``,
/// then waits for a delivery in flight on another thread.
///
/// The operator delivers downstream only while holding `lock`, so taking it is what makes
/// every `dispose()` call, not only the first (after which `disposable` does nothing), return
/// only once nothing is being delivered. On the thread that holds it (a subscriber disposing
/// from inside a delivery) it is re-entered, so that does not deadlock.
struct DisposeWhenUnlocked: Disposable {
  let lock: DeliveryLock
  let disposable: any Disposable

  func dispose() {
    lock.disposeWhenUnlocked(disposable)
    lock.waitForDelivery()
  }
}
