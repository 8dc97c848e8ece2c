import RIBCore

/// A stand-in for the root router: a ``ViewableRoutingMock`` that records
/// ``launch(from:)``.
///
/// ```swift
/// let root = LaunchRoutingMock(interactable: InteractableMock())
/// let host = LaunchHostMock()
/// app.start(root, on: host)
/// XCTAssertEqual(root.launchCallCount, 1)
/// XCTAssertTrue(root.launchArgValues.first === host)
/// ```
///
/// Without a handler, ``launch(from:)`` only records the call: it neither shows the view nor
/// activates or loads anything.
@preconcurrency @MainActor
open class LaunchRoutingMock: ViewableRoutingMock, LaunchRouting {
  private let launchFunction = MockFunction<any LaunchHost, Void>("LaunchRoutingMock.launch")

  /// Runs when ``launch(from:)`` is called.
  public var launchHandler: ((any LaunchHost) -> Void)? {
    get { launchFunction.handler }
    set { launchFunction.handler = newValue }
  }

  /// How many times ``launch(from:)`` was called.
  public var launchCallCount: Int { launchFunction.callCount }

  /// The hosts passed to ``launch(from:)``, oldest first.
  public var launchArgValues: [any LaunchHost] { launchFunction.argValues }

  /// Records the call and runs ``launchHandler`` if set.
  open func launch(from host: any LaunchHost) {
    launchFunction.call(host)
  }
}
