// Root's router, unit-tested the way RIBs' unit-test template has users write router tests:
// XCTest, the router under test built with mocks, and the parent's interactable a mock that
// nobody activates. Two adaptations XCTest needs in Swift 6, in every setting: the test case is
// `nonisolated` (XCTestCase's initialisers are, so a main-actor subclass does not compile with
// default main-actor isolation), and each test method is `@MainActor` and `async` (a
// synchronous main-actor test method crashes XCTest at start on Linux); what the template's
// `setUp` makes is a fixture each test makes on the main actor.

import RIBCore
import RIBTesting
import XCTest

nonisolated final class RootRouterTests: XCTestCase {

  @MainActor
  private final class Fixture {
    let welcomeBuilder = WelcomeBuildableMock()
    let orderingBuilder = OrderingBuildableMock()
    let interactor = RootInteractableMock()
    let viewController = RootViewControllableMock()
    let router: RootRouter

    init() {
      router = RootRouter(
        interactor: interactor,
        viewController: viewController,
        welcomeBuilder: welcomeBuilder,
        orderingBuilder: orderingBuilder)
    }
  }

  // MARK: - Tests

  @MainActor
  func test_init_setsTheInteractorsRouter() async {
    let fixture = Fixture()

    XCTAssertTrue(fixture.interactor.router === fixture.router)
    XCTAssertEqual(fixture.interactor.routerSetCallCount, 1)
  }

  @MainActor
  func test_routeToOrdering_invokesBuilderAndAttachesReturnedRouter() async {
    let fixture = Fixture()
    let orderingInteractor = OrderingInteractableMock()
    let orderingRouter = OrderingRoutingMock(interactable: orderingInteractor)
    var assignedListener: OrderingListener? = nil
    var assignedName: String? = nil
    fixture.orderingBuilder.buildHandler = {
      (
        _ listener: OrderingListener, _ customerName: String
      ) -> (
        router: OrderingRouting, actionableItem: OrderingActionableItem
      ) in
      assignedListener = listener
      assignedName = customerName
      return (orderingRouter, orderingInteractor)
    }

    XCTAssertNil(assignedListener)
    XCTAssertEqual(fixture.orderingBuilder.buildCallCount, 0)
    XCTAssertEqual(orderingInteractor.activateCallCount, 0)
    XCTAssertEqual(orderingRouter.loadCallCount, 0)

    let actionableItem = fixture.router.routeToOrdering(forCustomer: "Ada")

    XCTAssertTrue(assignedListener === fixture.interactor)
    XCTAssertEqual(assignedName, "Ada")
    XCTAssertTrue(actionableItem === orderingInteractor)
    XCTAssertEqual(fixture.orderingBuilder.buildCallCount, 1)
    XCTAssertEqual(orderingInteractor.activateCallCount, 1)
    XCTAssertEqual(orderingRouter.loadCallCount, 1)
    XCTAssertEqual(fixture.router.children.count, 1)
  }

  @MainActor
  func test_load_presentsTheWelcomeRIB() async {
    let fixture = Fixture()
    let welcomeInteractor = InteractableMock()
    let welcomeRouter = WelcomeRoutingMock(interactable: welcomeInteractor)
    fixture.welcomeBuilder.buildHandler = { _ in welcomeRouter }
    var presented: ViewControllable? = nil
    fixture.viewController.presentHandler = { presented = $0 }

    fixture.router.load()

    XCTAssertEqual(fixture.welcomeBuilder.buildCallCount, 1)
    XCTAssertEqual(welcomeInteractor.activateCallCount, 1)
    XCTAssertEqual(welcomeRouter.loadCallCount, 1)
    XCTAssertEqual(fixture.viewController.presentCallCount, 1)
    XCTAssertTrue(presented === welcomeRouter.viewControllable)
  }

  @MainActor
  func test_routeToWelcome_detachesOrdering() async {
    let fixture = Fixture()
    let orderingInteractor = OrderingInteractableMock()
    let orderingRouter = OrderingRoutingMock(interactable: orderingInteractor)
    fixture.orderingBuilder.buildHandler = { _, _ in (orderingRouter, orderingInteractor) }
    _ = fixture.router.routeToOrdering(forCustomer: "Ada")

    fixture.router.routeToWelcome()

    XCTAssertEqual(orderingInteractor.deactivateCallCount, 1)
    XCTAssertEqual(fixture.welcomeBuilder.buildCallCount, 1)
    XCTAssertEqual(fixture.viewController.presentCallCount, 1)
    XCTAssertEqual(fixture.router.children.count, 1)
    XCTAssertTrue(fixture.router.children.first is WelcomeRouting)
  }
}
