import RIBStreams

/// A router's lifecycle, as a stream.
@preconcurrency @MainActor
public protocol RouterScope: AnyObject {
  /// Emits ``RouterLifecycle/didLoad`` when the router loads; completes when it is
  /// deallocated.
  var lifecycle: Observable<RouterLifecycle> { get }
}

/// The contract of a router: a node of the RIB tree that attaches and detaches children.
///
/// Children are typed as `Routing`, so tests can attach mocks (RIBTesting's `RoutingMock`).
@preconcurrency @MainActor
public protocol Routing: RouterScope {
  /// The RIB's interactor, as the router drives it.
  var interactable: any Interactable { get }

  /// The attached children, in the order they were attached.
  var children: [any Routing] { get }

  /// Loads the router: called once, by the parent's `attachChild`, after the child's
  /// interactor was activated (or, under a parent whose interactor was active and no longer is,
  /// left inactive). Calling it again does nothing.
  func load()

  /// Attaches `child`: appends it, activates its interactor (unless this router's interactor was
  /// active and no longer is: the child then waits for its activation), then loads it.
  func attachChild(_ child: any Routing)

  /// Detaches `child`: deactivates its interactor (and so its whole subtree), then removes it.
  func detachChild(_ child: any Routing)
}
