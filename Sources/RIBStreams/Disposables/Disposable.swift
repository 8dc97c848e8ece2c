/// A subscription, or any other resource, that can be released.
///
/// `dispose()` is idempotent and may be called from any thread. Once `dispose()` returns, the
/// subscription delivers nothing more, and no handler of it is still running on another thread:
/// `dispose()` waits for an event (a terminal one too) being delivered there. That holds for
/// every caller, also one that calls while another thread is already disposing. A handler that
/// disposes its own subscription is not waited for (it is the delivery): its `dispose()`
/// returns at once, and nothing is delivered to it afterwards.
///
/// One exception: closures written in main-actor code run on the main thread, queued there
/// when the event comes from another thread. Disposing from another thread drops what is
/// queued, but one already running on the main thread finishes after `dispose()` returns
/// (waiting for it could deadlock with the main thread).
@preconcurrency public protocol Disposable: Sendable {
  /// Releases the resource. Calling it again does nothing.
  func dispose()
}
