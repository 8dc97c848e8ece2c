// The RIBs tutorial's `RootRouterTests`, with RIBTesting, compiled in each of the four build
// settings. Adapted only as XCTest in Swift 6 requires: the test case is explicitly
// `nonisolated` (XCTestCase's initialisers are, so a main-actor subclass does not compile in a
// module with default main-actor isolation), its test method is `@MainActor` and `async` (a
// synchronous main-actor test method crashes XCTest at start on Linux), and what the
// tutorial's `setUp` made is a fixture the test makes on the main actor. The handler's parameter types are
// inferred here to fit this repository's line length; the tutorial's fully typed closure,
// `{ (_ listener: LoggedInListener, …) -> (LoggedInRouting) in`, compiles as well.

import RIBCore
import RIBTesting
import XCTest

nonisolated final class RootRouterTests: XCTestCase {

  @MainActor
  private final class Fixture {
    let loggedInBuilder = LoggedInBuildableMock()
    let rootInteractor = RootInteractableMock()
    let rootRouter: RootRouter

    init() {
      rootRouter = RootRouter(
        interactor: rootInteractor,
        viewController: RootViewControllableMock(),
        loggedOutBuilder: LoggedOutBuildableMock(),
        loggedInBuilder: loggedInBuilder)
    }
  }

  @MainActor
  func test_routeToLoggedIn_verifyInvokeBuilderAttachReturnedRouter() async {
    let fixture = Fixture()
    let loggedInBuilder = fixture.loggedInBuilder
    let loggedInRouter = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    var assignedListener: LoggedInListener? = nil
    loggedInBuilder.buildHandler = { listener, _, _ in
      assignedListener = listener
      return loggedInRouter
    }

    XCTAssertNil(assignedListener)
    XCTAssertEqual(loggedInBuilder.buildCallCount, 0)
    XCTAssertEqual(loggedInRouter.loadCallCount, 0)

    fixture.rootRouter.routeToLoggedIn(withPlayer1Name: "1", player2Name: "2")

    XCTAssertTrue(assignedListener === fixture.rootInteractor)
    XCTAssertEqual(loggedInBuilder.buildCallCount, 1)
    XCTAssertEqual(loggedInRouter.loadCallCount, 1)
  }
}
