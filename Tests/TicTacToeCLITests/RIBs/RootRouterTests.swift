// Root's router with mocks around it, in XCTest as the RIBs tutorial writes it. Adapted only as
// Swift 6 on Linux requires: the test case is `@MainActor`, and `setUp` and the tests are
// `async` (a synchronous test method of a `@MainActor` XCTestCase crashes at start on Linux).
//
// The one other change: it is a `RIBTestCase`, so each test, with its `setUp`, runs in a RIB
// environment of its own, and a leak or a misuse report fails that test.

import RIBCore
import RIBTesting
import XCTest

@testable import TicTacToeCLI

@MainActor
final class RootRouterTests: RIBTestCase {

  private var loggedOutBuilder: LoggedOutBuildableMock!
  private var loggedInBuilder: LoggedInBuildableMock!
  private var rootInteractor: RootInteractableMock!
  private var rootViewController: RootViewControllableMock!
  private var rootRouter: RootRouter!

  override func setUp() async throws {
    // No `try await super.setUp()`: XCTestCase's own async setUp does nothing, and calling it
    // from the main actor would send the (non-Sendable) test case off it.
    loggedOutBuilder = LoggedOutBuildableMock()
    loggedInBuilder = LoggedInBuildableMock()
    rootInteractor = RootInteractableMock()
    rootViewController = RootViewControllableMock()
    rootRouter = RootRouter(
      interactor: rootInteractor,
      viewController: rootViewController,
      loggedOutBuilder: loggedOutBuilder,
      loggedInBuilder: loggedInBuilder)
  }

  override func tearDown() async throws {
    // XCTest keeps test case instances alive: let go of the RIB now, so the environment checks
    // that it is deallocated.
    rootRouter = nil
    rootInteractor = nil
    rootViewController = nil
    loggedOutBuilder = nil
    loggedInBuilder = nil
  }

  func test_routeToLoggedIn_verifyInvokeBuilderAttachReturnedRouter() async {
    let loggedInRouter = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    let actionableItem = LoggedInActionableItemMock()
    var assignedListener: LoggedInListener? = nil
    loggedInBuilder.buildHandler = { listener, _, _ in
      assignedListener = listener
      return (loggedInRouter, actionableItem)
    }

    XCTAssertNil(assignedListener)
    XCTAssertEqual(loggedInBuilder.buildCallCount, 0)
    XCTAssertEqual(loggedInRouter.loadCallCount, 0)

    let returnedItem = rootRouter.routeToLoggedIn(withPlayer1Name: "1", player2Name: "2")

    XCTAssertTrue(assignedListener === rootInteractor)
    XCTAssertEqual(loggedInBuilder.buildCallCount, 1)
    XCTAssertEqual(loggedInRouter.loadCallCount, 1)
    XCTAssertTrue(returnedItem === actionableItem)
  }

  func test_init_isTheRouterOfItsInteractor() async {
    XCTAssertTrue(rootInteractor.router === rootRouter)
  }

  func test_launch_showsTheRootViewAndAttachesLoggedOut() async {
    let loggedOut = stubLoggedOut()
    let host = LaunchHostMock()

    rootRouter.launch(from: host)

    XCTAssertTrue(host.rootViewControllable === rootViewController)
    XCTAssertEqual(loggedOutBuilder.buildCallCount, 1)
    XCTAssertTrue(loggedOutBuilder.buildFunction.argValues.first === rootInteractor)
    XCTAssertEqual(loggedOut.loadCallCount, 1)
    XCTAssertEqual(rootViewController.presentFunction.callCount, 1)
    XCTAssertTrue(rootViewController.presentFunction.argValues.first === loggedOut.viewControllable)
    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── LoggedOutRoutingMock (active)
        """)
  }

  func test_routeToLoggedIn_detachesLoggedOutDismissingItsView() async {
    let loggedOut = stubLoggedOut()
    stubLoggedIn()
    rootRouter.launch(from: LaunchHostMock())
    XCTAssertEqual(rootViewController.dismissFunction.callCount, 0)

    _ = rootRouter.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")

    XCTAssertFalse(loggedOut.interactable.isActive)
    XCTAssertEqual(rootViewController.dismissFunction.callCount, 1)
    XCTAssertTrue(rootViewController.dismissFunction.argValues.first === loggedOut.viewControllable)
    XCTAssertFalse(rootRouter.children.contains { $0 === loggedOut })
  }

  func test_routeToLoggedIn_buildsLoggedInWithTheNamesAndAttachesIt() async {
    stubLoggedOut()
    let loggedIn = stubLoggedIn()
    rootRouter.launch(from: LaunchHostMock())

    _ = rootRouter.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")

    let arguments = loggedInBuilder.buildFunction.argValues
    XCTAssertEqual(arguments.count, 1)
    XCTAssertEqual(arguments.first?.1, "Ann")
    XCTAssertEqual(arguments.first?.2, "Bob")
    XCTAssertTrue(loggedIn.interactable.isActive)
    // LoggedIn is view-less: Root presents nothing for it.
    XCTAssertEqual(rootViewController.presentFunction.callCount, 1)
    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── LoggedInRoutingMock (active, view-less)
        """)
  }

  func test_routeToLoggedOut_detachesLoggedInAndAttachesANewLoggedOut() async {
    let firstLoggedOut = stubLoggedOut()
    let loggedIn = stubLoggedIn()
    rootRouter.launch(from: LaunchHostMock())
    _ = rootRouter.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")
    let secondLoggedOut = stubLoggedOut()

    rootRouter.routeToLoggedOut()

    XCTAssertFalse(loggedIn.interactable.isActive)
    XCTAssertEqual(loggedOutBuilder.buildCallCount, 2)
    XCTAssertFalse(secondLoggedOut === firstLoggedOut)
    XCTAssertEqual(secondLoggedOut.loadCallCount, 1)
    // LoggedIn's views are its own to remove (cleanupViews); Root only presents LoggedOut.
    XCTAssertEqual(rootViewController.dismissFunction.callCount, 1)
    XCTAssertEqual(rootViewController.presentFunction.callCount, 2)
    XCTAssertTrue(
      rootViewController.presentFunction.argValues.last === secondLoggedOut.viewControllable)
    XCTAssertTrue(rootRouter.children.count == 1 && rootRouter.children[0] === secondLoggedOut)
  }

  func test_routeToLoggedOut_whenLoggedOut_changesNothing() async {
    stubLoggedOut()
    rootRouter.launch(from: LaunchHostMock())

    rootRouter.routeToLoggedOut()

    XCTAssertEqual(loggedOutBuilder.buildCallCount, 1)
    XCTAssertEqual(rootViewController.presentFunction.callCount, 1)
    XCTAssertEqual(rootRouter.children.count, 1)
  }

  func test_routeToLoggedOut_releasesTheDetachedLoggedIn() async {
    stubLoggedOut()
    loggedInBuilder.buildHandler = { _, _, _ in
      (LoggedInRoutingMock(interactable: LoggedInInteractableMock()), LoggedInActionableItemMock())
    }
    rootRouter.launch(from: LaunchHostMock())
    _ = rootRouter.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")
    stubLoggedOut()

    assertSubtreeDeallocated(rootRouter.children[0]) { _ in
      rootRouter.routeToLoggedOut()
    }
  }

  // MARK: - Stubs

  /// Makes the LoggedOut builder return a new mock router, and returns that router.
  @discardableResult
  private func stubLoggedOut() -> LoggedOutRoutingMock {
    let loggedOut = LoggedOutRoutingMock(
      interactable: InteractableMock(), viewControllable: ViewControllableMock())
    loggedOutBuilder.buildHandler = { _ in loggedOut }
    return loggedOut
  }

  /// Makes the LoggedIn builder return a new mock router, and returns that router.
  @discardableResult
  private func stubLoggedIn() -> LoggedInRoutingMock {
    let loggedIn = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    loggedInBuilder.buildHandler = { _, _, _ in (loggedIn, LoggedInActionableItemMock()) }
    return loggedIn
  }
}
