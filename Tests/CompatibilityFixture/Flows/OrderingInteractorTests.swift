// Ordering's interactor, unit-tested in the shape of RIBs' unit-test template, with the
// hand-written router and listener mocks: what it sends to its router and its listener.

import RIBCore
import RIBStreams
import RIBTesting
import XCTest

nonisolated final class OrderingInteractorTests: XCTestCase {

  @MainActor
  private final class Fixture {
    let stream = OrderStreamImpl()
    let router = OrderingRoutingMock(interactable: InteractableMock())
    let listener = RootInteractableMock()
    let interactor: OrderingInteractor

    init() {
      interactor = OrderingInteractor(
        drinks: [Drink(name: "Espresso", priceInCents: 250)], mutableOrderStream: stream)
      interactor.router = router
      interactor.listener = listener
    }

    var currentOrder: Order? {
      var order: Order?
      stream.currentOrder.subscribe(onNext: { order = $0 }).dispose()
      return order
    }
  }

  // MARK: - Tests

  @MainActor
  func test_payingPlacesTheOrderTellsTheListenerAndRoutesToTheMenu() async {
    let fixture = Fixture()
    var placed: Order? = nil
    fixture.listener.orderingDidPlaceHandler = { placed = $0 }
    fixture.interactor.activate()
    fixture.interactor.add(drink: Drink(name: "Espresso", priceInCents: 250))

    fixture.interactor.checkoutDidPay()

    XCTAssertEqual(fixture.listener.orderingDidPlaceCallCount, 1)
    XCTAssertEqual(placed?.totalInCents, 250)
    XCTAssertEqual(fixture.router.routeToMenuCallCount, 1)
    XCTAssertEqual(fixture.currentOrder, .empty)
    fixture.interactor.deactivate()
  }

  @MainActor
  func test_placedOrdersAreNotForwardedWhileInactive() async {
    let fixture = Fixture()
    fixture.interactor.add(drink: Drink(name: "Espresso", priceInCents: 250))

    fixture.interactor.checkoutDidPay()

    XCTAssertEqual(fixture.listener.orderingDidPlaceCallCount, 0)
  }

  @MainActor
  func test_deactivatingCleansUpTheViews() async {
    let fixture = Fixture()
    fixture.interactor.activate()

    fixture.interactor.deactivate()

    XCTAssertEqual(fixture.router.cleanupViewsCallCount, 1)
  }

  @MainActor
  func test_menuAndCheckoutEventsReachTheRouterAndListener() async {
    let fixture = Fixture()
    fixture.interactor.activate()

    fixture.interactor.menuDidRequestCheckout()
    fixture.interactor.checkoutDidCancel()
    fixture.interactor.menuDidSignOut()

    XCTAssertEqual(fixture.router.routeToCheckoutCallCount, 1)
    XCTAssertEqual(fixture.router.routeToMenuCallCount, 1)
    XCTAssertEqual(fixture.listener.orderingDidSignOutCallCount, 1)
    fixture.interactor.deactivate()
  }

  @MainActor
  func test_theActionableItemAddsKnownDrinksAndOpensTheCheckout() async {
    let fixture = Fixture()
    fixture.interactor.activate()
    var steps = 0

    let subscription = fixture.interactor.add(drinkNamed: "Espresso")
      .flatMapLatest { item, _ in item.add(drinkNamed: "Cola") }
      .flatMapLatest { item, _ in item.openCheckout() }
      .subscribe(onNext: { _ in steps += 1 })
    subscription.dispose()

    XCTAssertEqual(steps, 1)
    XCTAssertEqual(fixture.currentOrder?.drinks.map(\.name), ["Espresso"])
    XCTAssertEqual(fixture.router.routeToCheckoutCallCount, 1)
    fixture.interactor.deactivate()
  }
}
