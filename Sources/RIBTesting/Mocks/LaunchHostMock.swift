import RIBCore

/// A stand-in for the window or terminal a launch router shows its view on.
///
/// ```swift
/// let host = LaunchHostMock()
/// rootRouter.launch(from: host)
/// XCTAssertTrue(host.rootViewControllable === rootRouter.viewControllable)
/// ```
///
/// Without a handler, ``show(rootViewControllable:)`` keeps the view in
/// ``rootViewControllable``, as a window keeps its root view.
@preconcurrency @MainActor
open class LaunchHostMock: LaunchHost {
  private let showFunction = MockFunction<any ViewControllable, Void>("LaunchHostMock.show")

  /// Creates a host that shows nothing.
  public init() {}

  /// The view shown by the default behaviour of ``show(rootViewControllable:)``.
  public private(set) var rootViewControllable: (any ViewControllable)?

  /// Runs instead of the default behaviour of ``show(rootViewControllable:)``.
  public var showHandler: ((any ViewControllable) -> Void)? {
    get { showFunction.handler }
    set { showFunction.handler = newValue }
  }

  /// How many times ``show(rootViewControllable:)`` was called.
  public var showCallCount: Int { showFunction.callCount }

  /// The views passed to ``show(rootViewControllable:)``, oldest first.
  public var showArgValues: [any ViewControllable] { showFunction.argValues }

  /// Records the call; runs ``showHandler`` if set, else keeps the view in
  /// ``rootViewControllable``.
  open func show(rootViewControllable: any ViewControllable) {
    if showFunction.callIfHandled(rootViewControllable) == nil {
      self.rootViewControllable = rootViewControllable
    }
  }
}
