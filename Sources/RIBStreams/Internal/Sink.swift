import Synchronization

/// Forwards events to one downstream handler, enforcing the grammar (nothing after a terminal
/// event, nothing after disposal) and owning the upstream subscription.
///
/// Disposal does not take a lock of its own: it flips the atomic flag, then disposes upstream.
/// When upstream is a subject, that waits for an in-flight delivery to finish, which is what
/// makes "nothing is delivered after `dispose()` returns" hold through operator chains.
///
/// `@inlinable`, like ``ObserverList``'s event path, so that each operator stage is
/// specialised for its element type where it is used.
@usableFromInline
final class Sink<Element>: Disposable {
  @usableFromInline let handler: EventHandler<Element>
  @usableFromInline let onDispose: (() -> Void)?
  @usableFromInline let stopped = Atomic<Bool>(false)
  /// The subscription this sink forwards from; see ``setUpstream(_:)``.
  @usableFromInline let upstream = SingleAssignmentDisposable()

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
    guard stop() else { return }
    finish()
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
