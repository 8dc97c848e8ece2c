/// A subscription, or any other resource, that can be released.
///
/// `dispose()` is idempotent and may be called from any thread. Once `dispose()` returns, the
/// subscription delivers nothing more, even if an event was being delivered on another thread
/// at the time.
public protocol Disposable: Sendable {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}
