// Ordering's router, unit-tested in the shape of RIBs' unit-test template (see
// RootRouterTests.swift for the two adaptations XCTest needs). Ordering has no view: the test
// checks that it shows its children in the view it was given, and takes them away.

import RIBCore
import RIBTesting
import XCTest

nonisolated final class OrderingRouterTests: XCTestCase {

  @MainActor
  private final class Fixture {
    let menuBuilder = MenuBuildableMock()
    let checkoutBuilder = CheckoutBuildableMock()
    let interactor = OrderingInteractableMock()
    let viewController = OrderingViewControllableMock()
    let router: OrderingRouter

    init() {
      router = OrderingRouter(
        interactor: interactor,
        viewController: viewController,
        menuBuilder: menuBuilder,
        checkoutBuilder: checkoutBuilder)
    }
  }

  // MARK: - Tests

  @MainActor
  func test_load_attachesAndPresentsTheMenu() async {
    let fixture = Fixture()
    let menuInteractor = InteractableMock()
    let menuRouter = MenuRoutingMock(interactable: menuInteractor)
    var assignedListener: MenuListener? = nil
    fixture.menuBuilder.buildHandler = { listener in
      assignedListener = listener
      return menuRouter
    }
    var presented: ViewControllable? = nil
    fixture.viewController.presentHandler = { presented = $0 }

    fixture.router.load()

    XCTAssertTrue(assignedListener === fixture.interactor)
    XCTAssertEqual(menuInteractor.activateCallCount, 1)
    XCTAssertEqual(menuRouter.loadCallCount, 1)
    XCTAssertTrue(presented === menuRouter.viewControllable)
  }

  @MainActor
  func test_routeToCheckout_replacesTheMenu() async {
    let fixture = Fixture()
    let menuInteractor = InteractableMock()
    let menuRouter = MenuRoutingMock(interactable: menuInteractor)
    fixture.menuBuilder.buildHandler = { _ in menuRouter }
    let checkoutInteractor = InteractableMock()
    let checkoutRouter = CheckoutRoutingMock(interactable: checkoutInteractor)
    fixture.checkoutBuilder.buildHandler = { _ in checkoutRouter }
    var dismissed: ViewControllable? = nil
    fixture.viewController.dismissHandler = { dismissed = $0 }
    fixture.router.load()

    fixture.router.routeToCheckout()
    fixture.router.routeToCheckout()

    XCTAssertEqual(menuInteractor.deactivateCallCount, 1)
    XCTAssertTrue(dismissed === menuRouter.viewControllable)
    XCTAssertEqual(fixture.checkoutBuilder.buildCallCount, 1)
    XCTAssertEqual(checkoutInteractor.activateCallCount, 1)
    XCTAssertEqual(checkoutRouter.loadCallCount, 1)
    XCTAssertEqual(fixture.viewController.presentCallCount, 2)
    XCTAssertEqual(fixture.router.children.count, 1)
    XCTAssertTrue(fixture.router.children.first === checkoutRouter)
  }

  @MainActor
  func test_cleanupViews_dismissesTheCurrentChildsView() async {
    let fixture = Fixture()
    let menuRouter = MenuRoutingMock(interactable: InteractableMock())
    fixture.menuBuilder.buildHandler = { _ in menuRouter }
    var dismissed: ViewControllable? = nil
    fixture.viewController.dismissHandler = { dismissed = $0 }
    fixture.router.load()

    fixture.router.cleanupViews()

    XCTAssertEqual(fixture.viewController.dismissCallCount, 1)
    XCTAssertTrue(dismissed === menuRouter.viewControllable)
  }
}
