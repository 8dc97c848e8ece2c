/// A value guarded by the re-entrant pthread-based lock (see `ReentrantLock` for why not
/// `Synchronization.Mutex`), for state whose lock must stay held while code it calls may come
/// back.
package final class ReentrantLocked<Value>: @unchecked Sendable {
  private let lock = ReentrantLock()
  // Only read or written with `lock` held.
  private var value: Value

  package init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock. `body` must not re-enter this same
  /// `withLock` (the lock would let it, but the value is already being accessed).
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }

  /// Runs `body` holding the lock, without accessing the value: it may call ``withLock(_:)``,
  /// on this thread, as often as it needs.
  package func whileLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }
}
