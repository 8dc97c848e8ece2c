// Root's router tested as RIBs-iOS apps built in the Swift 5 language mode test theirs, with no
// concurrency annotations at all: a plain XCTestCase, synchronous test methods, what `setUp`
// makes kept in properties, and a mock whose collaborators default to other mocks, as Mockolo
// generates them. RIBs' main-actor API is `@preconcurrency`, so the Swift 5 mode lets this
// nonisolated code call it, as it called RIBs-iOS; XCTest runs it on the main thread. This file
// is in the Swift 5 target only: Swift 6 checks isolation in full.

import RIBCore
import RIBStreams
import RIBTesting
import XCTest

final class UpstreamShapedSwift5Tests: XCTestCase {
  /// A routing mock in the shape Mockolo generates: every collaborator has a default value that
  /// makes another mock.
  private final class DefaultedOrderingRoutingMock: OrderingRouting {
    init(
      interactable: Interactable = InteractableMock(),
      lifecycle: Observable<RouterLifecycle> = PublishSubject<RouterLifecycle>()
    ) {
      self.interactable = interactable
      self.lifecycle = lifecycle
    }

    var interactable: Interactable
    var children: [Routing] = []
    var lifecycle: Observable<RouterLifecycle>
    var loadCallCount = 0
    func load() { loadCallCount += 1 }
    func attachChild(_ child: Routing) { children.append(child) }
    func detachChild(_ child: Routing) { children.removeAll { $0 === child } }
    func cleanupViews() {}
    func routeToMenu() {}
    func routeToCheckout() {}
  }

  private var orderingBuilder: OrderingBuildableMock!
  private var interactor: RootInteractableMock!
  private var router: RootRouter!

  override func setUp() {
    super.setUp()
    orderingBuilder = OrderingBuildableMock()
    interactor = RootInteractableMock()
    router = RootRouter(
      interactor: interactor,
      viewController: RootViewControllableMock(),
      welcomeBuilder: WelcomeBuildableMock(),
      orderingBuilder: orderingBuilder)
  }

  func test_routeToOrdering_attachesAndActivatesTheChild() {
    let orderingRouter = DefaultedOrderingRoutingMock()
    let orderingInteractor = OrderingInteractableMock()
    orderingRouter.interactable = orderingInteractor
    orderingBuilder.buildHandler = { _, _ in (orderingRouter, orderingInteractor) }

    let actionableItem = router.routeToOrdering(forCustomer: "Ada")

    XCTAssertEqual(orderingBuilder.buildCallCount, 1)
    XCTAssertTrue(actionableItem === orderingInteractor)
    XCTAssertTrue(router.children.contains { $0 === orderingRouter })
    XCTAssertEqual(orderingRouter.loadCallCount, 1)
  }

  func test_defaultedMock_makesFreshCollaborators() {
    let first = DefaultedOrderingRoutingMock()
    let second = DefaultedOrderingRoutingMock()

    XCTAssertFalse(first.interactable === second.interactable)
    XCTAssertFalse(first.interactable.isActive)
  }
}
