import RIBSupport
import Synchronization

/// Forwards events to one downstream handler, enforcing the grammar (nothing after a terminal
/// event, nothing after disposal) and owning the upstream subscription.
///
/// Disposal does not take a lock of its own: it flips the atomic flag, then disposes upstream.
/// What serialises the deliveries (a subject's ``ObserverList``, a ``Serializer``) is reached
/// that way, and it waits for this subscription's callback in flight on another thread, which
/// is what makes "nothing is delivered after `dispose()` returns" hold through operator chains.
///
/// That must hold for every caller, not only the one that flips the flag: a second thread
/// disposing while the first waits, or one disposing while a terminal event is being
/// delivered, would otherwise return while the handler still runs. So a caller that finds the
/// sink already stopped still disposes upstream: every layer below forwards repeated disposal
/// (the sink's and the producers' slots keep what they held, see
/// ``SingleAssignmentDisposable``) down to the source, which waits again. A handler that
/// disposes its own subscription is not waited for, so that does not deadlock. The event path
/// is unchanged: one atomic load per event.
///
/// `@inlinable`, like ``ObserverList``'s event path, so that each operator stage is
/// specialised for its element type where it is used.
@usableFromInline
final class Sink<Element>: Disposable {
  @usableFromInline let handler: EventHandler<Element>
  @usableFromInline let onDispose: (() -> Void)?
  /// Takes the values instead of `handler`, when events come through ``onValueOrEnd(_:)``.
  @usableFromInline let onValue: ((Element) -> Void)?
  @usableFromInline let stopped = Atomic<Bool>(false)
  /// The subscription this sink forwards from; see ``setUpstream(_:)``.
  @usableFromInline let upstream = SingleAssignmentDisposable(forwardsRepeatedDisposal: true)
  /// Whether `handler` runs on the main thread only (a closure written in main-actor code):
  /// disposed there, it cannot be running elsewhere, so the disposal waits for nothing.
  @usableFromInline let isMainActorObserver: Bool

  @inlinable
  init(
    _ handler: @escaping EventHandler<Element>, onDispose: (() -> Void)? = nil,
    isMainActorObserver: Bool = false, onValue: ((Element) -> Void)? = nil
  ) {
    self.handler = handler
    self.onDispose = onDispose
    self.onValue = onValue
    self.isMainActorObserver = isMainActorObserver
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
      upstream.dispose()
      onDispose?()
    }
  }

  /// ``on(_:)`` for a sink made with `onValue`: a value goes to it directly, one closure call
  /// fewer than through `handler` (a delivery to a `subscribe(onNext:)` is mostly such calls).
  /// A method, not a closure, so that the sink itself is the handler's context and subscribing
  /// allocates nothing more.
  @inlinable
  func onValueOrEnd(_ event: Event<Element>) {
    guard case .next(let element) = event else { return on(event) }
    if !stopped.load(ordering: .acquiring) { onValue?(element) }
  }

  /// Disposed on the main thread, a main-actor observer waits for no callback in flight (see
  /// `isMainActorObserver`).
  @inlinable
  func dispose() {
    guard isMainActorObserver, isMainThread() else { return stopAndDisposeUpstream() }
    DisposalWaits.withoutWaiting { stopAndDisposeUpstream() }
  }

  @inlinable
  func stopAndDisposeUpstream() {
    let first = stop()
    // Also when stopped already, by another disposer or by a terminal event that may still be
    // in delivery: it waits for that where deliveries are serialised (see the type's comment).
    upstream.dispose()
    if first { onDispose?() }
  }

  @inlinable
  func stop() -> Bool {
    stopped.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
      .exchanged
  }
}

// The mutable state is one atomic flag and a single-assignment disposable (itself locked); the
// handler closure runs under the source's serialisation contract.
extension Sink: @unchecked Sendable {}
