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
  /// Run once, by the caller that stops the sink, and let go of then.
  @usableFromInline @exclusivity(unchecked) var onDispose: (() -> Void)?
  @usableFromInline let stopped = Atomic<Bool>(false)
  /// The subscription this sink forwards from; see ``setUpstream(_:)``.
  @usableFromInline let upstream = SingleAssignmentDisposable(forwardsRepeatedDisposal: true)
  /// Whether `handler` runs on the main thread only (a closure written in main-actor code):
  /// disposed there, it cannot be running elsewhere, so the disposal waits for nothing.
  @usableFromInline let isMainActorObserver: Bool

  @inlinable
  init(
    _ handler: @escaping EventHandler<Element>, onDispose: (() -> Void)? = nil,
    isMainActorObserver: Bool = false
  ) {
    self.handler = handler
    self.onDispose = onDispose
    self.isMainActorObserver = isMainActorObserver
  }

  /// A sink that holds none of its subscriber's closures: the closure registered upstream
  /// captures them and delivers with ``deliver(_:to:)``. The subscriber keeps the sink (its
  /// `Disposable`), and disposing it lets go of the registration upstream, so the closures,
  /// and what they captured, are released on disposal, as in RxSwift, not when the
  /// `Disposable` is.
  @inlinable
  convenience init(subscriberOnDispose onDispose: (() -> Void)?, isMainActorObserver: Bool) {
    self.init({ _ in }, onDispose: onDispose, isMainActorObserver: isMainActorObserver)
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
    deliver(event, to: handler)
  }

  /// Delivers `event` with `receive`, keeping the grammar: nothing once stopped; a terminal
  /// event ends the sink (see ``end(_:)``).
  @inlinable @inline(__always)
  func deliver(_ event: Event<Element>, to receive: (Event<Element>) -> Void) {
    guard !stopped.load(ordering: .acquiring) else { return }
    if case .next = event {
      receive(event)
    } else {
      end { receive(event) }
    }
  }

  /// For a terminal event: if this call stops the sink, runs `deliver`, then disposes upstream
  /// and runs `onDispose` (unless `deliver` ran it: a subscriber's `onDisposed`).
  @inlinable
  func end(_ deliver: () -> Void) {
    guard stop() else { return }
    deliver()
    upstream.dispose()
    runOnDispose()
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
    if first { runOnDispose() }
  }

  /// Runs `onDispose` and lets go of it. Only the caller that stopped the sink calls it.
  @inlinable
  func runOnDispose() {
    guard let action = onDispose else { return }
    onDispose = nil
    action()
  }

  @inlinable
  func stop() -> Bool {
    stopped.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
      .exchanged
  }
}

// The mutable state is one atomic flag, a single-assignment disposable (itself atomic) and
// `onDispose`, which only the caller that set the flag touches; the handler closure runs under
// the source's serialisation contract.
extension Sink: @unchecked Sendable {}
