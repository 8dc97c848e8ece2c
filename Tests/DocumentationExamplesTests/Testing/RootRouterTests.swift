// The Testing guide's XCTest suite: Root's router, with a mock interactor, view and builder.

import RIBCore
import RIBTesting
import XCTest

@testable import DocumentationExamples

@MainActor
final class RootRouterTests: RIBTestCase {
  private var interactor: RootInteractableMock!
  private var viewController: RootViewControllableMock!
  private var greetingBuilder: GreetingBuildableMock!
  private var router: RootRouter!

  override func setUp() async throws {
    // No `try await super.setUp()`: it does nothing, and the compiler rejects it here ("sending
    // value of non-Sendable type 'XCTestCase' risks causing data races").
    // Active, as Root's interactor is once launched: a child attached under an inactive
    // interactor stays inactive until it activates.
    interactor = RootInteractableMock(isActive: true)
    viewController = RootViewControllableMock()
    greetingBuilder = GreetingBuildableMock()
    router = RootRouter(
      interactor: interactor, viewController: viewController, greetingBuilder: greetingBuilder)
  }

  func test_routeToGreeting_buildsGreetingAttachesItAndPresentsItsView() async {
    let greetingRouter = GreetingRoutingMock(interactable: InteractableMock())
    var listener: GreetingListener?
    greetingBuilder.buildHandler = { builtListener in
      listener = builtListener
      return greetingRouter
    }

    router.routeToGreeting()

    XCTAssertTrue(listener === interactor)
    XCTAssertEqual(greetingBuilder.buildCallCount, 1)
    XCTAssertEqual(greetingRouter.loadCallCount, 1)
    XCTAssertTrue(greetingRouter.interactable.isActive)
    XCTAssertTrue(router.children.first === greetingRouter)
    XCTAssertTrue(
      viewController.presentFunction.argValues.first === greetingRouter.viewControllable)
  }

  func test_routeAwayFromGreeting_detachesGreetingAndDismissesItsView() async {
    let greetingRouter = GreetingRoutingMock(interactable: InteractableMock())
    greetingBuilder.buildHandler = { _ in greetingRouter }
    router.routeToGreeting()

    router.routeAwayFromGreeting()

    XCTAssertTrue(router.children.isEmpty)
    XCTAssertFalse(greetingRouter.interactable.isActive)
    XCTAssertTrue(
      viewController.dismissFunction.argValues.first === greetingRouter.viewControllable)
  }

  func test_load_attachesGreeting() async {
    greetingBuilder.buildHandler = { _ in GreetingRoutingMock(interactable: InteractableMock()) }

    router.load()

    XCTAssertEqual(greetingBuilder.buildCallCount, 1)
    XCTAssertEqual(router.children.count, 1)
  }
}
