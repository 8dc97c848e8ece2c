import Synchronization

/// Forwards events to one downstream handler, enforcing the grammar (nothing after a terminal
/// event, nothing after disposal) and owning the upstream subscription.
///
/// Disposal does not take a lock of its own: it flips the atomic flag, then disposes upstream.
/// What serialises the deliveries (a subject's lock, a `create` sink's, an operator's
/// ``DeliveryLock``) is reached that way, and taking it waits for an in-flight delivery to
/// finish, which is what makes "nothing is delivered after `dispose()` returns" hold through
/// operator chains.
///
/// That must hold for every caller, not only the one that flips the flag: a second thread
/// disposing while the first waits, or one disposing while a terminal event is being
/// delivered, would otherwise return while the handler still runs. So a caller that finds the
/// sink already stopped still disposes upstream: every layer below forwards repeated disposal
/// (the sink's and the producers' slots keep what they held, see
/// ``SingleAssignmentDisposable``) down to that lock, which it takes again. A handler that disposes its own subscription re-enters the lock on its own thread,
/// so that does not deadlock. The event path is unchanged: one atomic load per event.
///
/// `@inlinable`, like ``ObserverList``'s event path, so that each operator stage is
/// specialised for its element type where it is used.
@usableFromInline
final class Sink<Element>: Disposable {
  @usableFromInline let handler: EventHandler<Element>
  @usableFromInline let onDispose: (() -> Void)?
  @usableFromInline let stopped = Atomic<Bool>(false)
  /// The subscription this sink forwards from; see ``setUpstream(_:)``.
  @usableFromInline let upstream = SingleAssignmentDisposable(forwardsRepeatedDisposal: true)

  @inlinable
  init(_ handler: @escaping EventHandler<Element>, onDispose: (() -> Void)? = nil) {
    self.handler = handler
    self.onDispose = onDispose
  }

  /// Hands the sink the subscription it forwards from; disposed at once if the sink already
  /// stopped (a source that terminates synchronously while being subscribed).
  @inlinable
  func setUpstream(_ disposable: any Disposable) {
    upstream.setDisposable(disposable)
  }

  @inlinable
  var isStopped: Bool { stopped.load(ordering: .acquiring) }

  @inlinable
  func on(_ event: Event<Element>) {
    guard !stopped.load(ordering: .acquiring) else { return }
    switch event {
    case .next:
      handler(event)
    case .error, .completed:
      guard stop() else { return }
      handler(event)
      finish()
    }
  }

  @inlinable
  func dispose() {
    if stop() {
      finish()
    } else {
      // Stopped by another disposer or by a terminal event that may still be in delivery:
      // wait for it where deliveries are serialised (see the type's comment).
      upstream.dispose()
    }
  }

  @inlinable
  func stop() -> Bool {
    stopped.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
      .exchanged
  }

  @inlinable
  func finish() {
    upstream.dispose()
    onDispose?()
  }
}

// The mutable state is one atomic flag and a single-assignment disposable (itself locked); the
// handler closure runs under the source's serialisation contract.
extension Sink: @unchecked Sendable {}
