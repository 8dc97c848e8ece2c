import RIBCore
import RIBStreams

/// A stand-in for a router, in the Mockolo shape RIBs tests know: `loadCallCount`,
/// `attachChildHandler`, settable `children`, and `lifecycleSubject` for the test to drive.
///
/// Subclass it to mock your RIB's `…Routing` protocol; the upstream tutorial's
/// `LoggedInRoutingMock(interactable:)` is, abridged (its two `routeTo…` methods are mocked the
/// same way):
///
/// ```swift
/// final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {
///   let cleanupViewsFunction = MockFunction<Void>("LoggedInRoutingMock.cleanupViews")
///   var cleanupViewsCallCount: Int { cleanupViewsFunction.callCount }
///   func cleanupViews() { cleanupViewsFunction.call() }
/// }
///
/// let loggedInRouter = LoggedInRoutingMock(interactable: InteractableMock())
/// rootRouter.routeToLoggedIn(withPlayer1Name: "1", player2Name: "2")
/// XCTAssertEqual(loggedInRouter.loadCallCount, 1)
/// ```
///
/// Without handlers the mock keeps its own state consistent and touches nothing else:
/// ``load()`` emits ``/RIBCore/RouterLifecycle/didLoad`` the first time, ``attachChild(_:)``
/// appends to ``children`` and ``detachChild(_:)`` removes from it. It does not activate,
/// deactivate or load the children: attach them to a real `Router` for that. With a handler, the
/// handler replaces the default behaviour.
///
/// The arguments of ``attachChild(_:)`` and ``detachChild(_:)`` are kept in
/// ``attachChildArgValues`` and ``detachChildArgValues``, which keep those routers alive for as
/// long as the mock lives.
@preconcurrency @MainActor
open class RoutingMock: Routing {
  private let loadFunction = MockFunction<Void>("RoutingMock.load")
  private let attachChildFunction = MockFunction<any Routing, Void>("RoutingMock.attachChild")
  private let detachChildFunction = MockFunction<any Routing, Void>("RoutingMock.detachChild")

  /// Creates a mock router of `interactable`.
  public init(interactable: any Interactable) {
    self.interactable = interactable
  }

  /// The RIB's interactor. Each set is counted in ``interactableSetCallCount``.
  open var interactable: any Interactable {
    didSet { interactableSetCallCount += 1 }
  }

  /// How many times ``interactable`` was set.
  public var interactableSetCallCount = 0

  /// The children. Each set, including the default behaviour of ``attachChild(_:)`` and
  /// ``detachChild(_:)``, is counted in ``childrenSetCallCount``.
  open var children: [any Routing] = [] {
    didSet { childrenSetCallCount += 1 }
  }

  /// How many times ``children`` was set.
  public var childrenSetCallCount = 0

  /// The subject behind ``lifecycle``; emit on it to drive the stream. It replays its last
  /// event to new subscribers, as a router's lifecycle does.
  open var lifecycleSubject = ReplaySubject<RouterLifecycle>.create(bufferSize: 1) {
    didSet { lifecycleSubjectSetCallCount += 1 }
  }

  /// How many times ``lifecycleSubject`` was replaced.
  public var lifecycleSubjectSetCallCount = 0

  /// ``lifecycleSubject``, as an observable.
  open var lifecycle: Observable<RouterLifecycle> { lifecycleSubject.asObservable() }

  /// Whether the default behaviour of ``load()`` has run.
  public private(set) var isLoaded = false

  /// Runs instead of the default behaviour of ``load()``.
  public var loadHandler: (() -> Void)? {
    get { loadFunction.handler }
    set { loadFunction.handler = newValue }
  }

  /// How many times ``load()`` was called.
  public var loadCallCount: Int { loadFunction.callCount }

  /// Records the call; runs ``loadHandler`` if set, else, the first time, sets ``isLoaded``
  /// and emits ``/RIBCore/RouterLifecycle/didLoad`` on ``lifecycleSubject``.
  open func load() {
    guard loadFunction.callIfHandled() == nil, !isLoaded else { return }
    isLoaded = true
    lifecycleSubject.onNext(.didLoad)
  }

  /// Runs instead of the default behaviour of ``attachChild(_:)``.
  public var attachChildHandler: ((any Routing) -> Void)? {
    get { attachChildFunction.handler }
    set { attachChildFunction.handler = newValue }
  }

  /// How many times ``attachChild(_:)`` was called.
  public var attachChildCallCount: Int { attachChildFunction.callCount }

  /// The routers passed to ``attachChild(_:)``, oldest first.
  public var attachChildArgValues: [any Routing] { attachChildFunction.argValues }

  /// Records the call; runs ``attachChildHandler`` if set, else appends `child` to
  /// ``children`` unless it is there already.
  open func attachChild(_ child: any Routing) {
    guard attachChildFunction.callIfHandled(child) == nil else { return }
    if !children.contains(where: { $0 === child }) { children.append(child) }
  }

  /// Runs instead of the default behaviour of ``detachChild(_:)``.
  public var detachChildHandler: ((any Routing) -> Void)? {
    get { detachChildFunction.handler }
    set { detachChildFunction.handler = newValue }
  }

  /// How many times ``detachChild(_:)`` was called.
  public var detachChildCallCount: Int { detachChildFunction.callCount }

  /// The routers passed to ``detachChild(_:)``, oldest first.
  public var detachChildArgValues: [any Routing] { detachChildFunction.argValues }

  /// Records the call; runs ``detachChildHandler`` if set, else removes `child` from
  /// ``children``.
  open func detachChild(_ child: any Routing) {
    guard detachChildFunction.callIfHandled(child) == nil else { return }
    if children.contains(where: { $0 === child }) { children.removeAll { $0 === child } }
  }

  deinit {
    // Like a router's, the lifecycle completes when the router goes.
    lifecycleSubject.onCompleted()
  }
}
