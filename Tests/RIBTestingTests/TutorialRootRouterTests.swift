// The RIBs tutorial's `RootRouterTests`, with RIBTesting. Adapted only as Swift 6 on Linux
// requires: the test case is `@MainActor` (so it can touch the main-actor RIB types), and its
// `setUp` and test are `async` (a synchronous test method of a `@MainActor` XCTestCase crashes
// at start on Linux; async ones run on the main actor). The handler's parameter types are
// inferred here to fit this repository's line length; the tutorial's fully typed closure,
// `{ (_ listener: LoggedInListener, …) -> (LoggedInRouting) in`, compiles as well.

import RIBCore
import RIBTesting
import XCTest

@MainActor
final class RootRouterTests: XCTestCase {

  private var loggedInBuilder: LoggedInBuildableMock!
  private var rootInteractor: RootInteractableMock!
  private var rootRouter: RootRouter!

  override func setUp() async throws {
    // No `try await super.setUp()`: XCTestCase's own async setUp does nothing, and calling it
    // from the main actor would send the (non-Sendable) test case off it.
    loggedInBuilder = LoggedInBuildableMock()
    rootInteractor = RootInteractableMock()
    rootRouter = RootRouter(
      interactor: rootInteractor,
      viewController: RootViewControllableMock(),
      loggedOutBuilder: LoggedOutBuildableMock(),
      loggedInBuilder: loggedInBuilder)
  }

  func test_routeToLoggedIn_verifyInvokeBuilderAttachReturnedRouter() async {
    let loggedInRouter = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    var assignedListener: LoggedInListener? = nil
    loggedInBuilder.buildHandler = { listener, _, _ in
      assignedListener = listener
      return loggedInRouter
    }

    XCTAssertNil(assignedListener)
    XCTAssertEqual(loggedInBuilder.buildCallCount, 0)
    XCTAssertEqual(loggedInRouter.loadCallCount, 0)

    rootRouter.routeToLoggedIn(withPlayer1Name: "1", player2Name: "2")

    XCTAssertTrue(assignedListener === rootInteractor)
    XCTAssertEqual(loggedInBuilder.buildCallCount, 1)
    XCTAssertEqual(loggedInRouter.loadCallCount, 1)
  }
}
