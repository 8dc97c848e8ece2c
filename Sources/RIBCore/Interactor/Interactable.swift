import RIBStreams

/// The lifecycle of an interactor as seen from outside: whether it is active.
///
/// Workers and streams bind to a scope (``Working/start(_:)``,
/// ``RIBStreams/ObservableType/confineTo(_:)``) rather than to a concrete interactor.
@preconcurrency @MainActor
public protocol InteractorScope: AnyObject {
  /// Whether the interactor is active.
  var isActive: Bool { get }

  /// The activeness, as a stream: the current value on subscribe, then every change.
  /// Completes when the interactor is deallocated.
  var isActiveStream: Observable<Bool> { get }
}

/// The contract between a router and its interactor: the router activates and deactivates
/// it as the RIB is attached to and detached from the tree.
@preconcurrency @MainActor
public protocol Interactable: InteractorScope {
  /// Activates the interactor. Does nothing if it is already active.
  func activate()

  /// Deactivates the interactor. Does nothing if it is already inactive.
  func deactivate()
}
