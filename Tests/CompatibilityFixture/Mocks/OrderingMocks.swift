// Mocks for Ordering's protocols. The interactable and the router are written by hand in the
// shape of RIBs' generated mocks; the builder records its calls with RIBTesting's
// `MockFunction`, which fails the test when it is called without a handler.

import RIBCore
import RIBStreams
import RIBTesting

final class OrderingInteractableMock: OrderingInteractable, OrderingActionableItem {

  // MARK: - Interactable

  var isActive = false { didSet { isActiveSetCallCount += 1 } }
  var isActiveSetCallCount = 0
  var isActiveStreamSubject = PublishSubject<Bool>() {
    didSet { isActiveStreamSubjectSetCallCount += 1 }
  }
  var isActiveStreamSubjectSetCallCount = 0
  var isActiveStream: Observable<Bool> { return isActiveStreamSubject }

  var activateHandler: (() -> Void)?
  var activateCallCount = 0
  func activate() {
    activateCallCount += 1
    activateHandler?()
  }

  var deactivateHandler: (() -> Void)?
  var deactivateCallCount = 0
  func deactivate() {
    deactivateCallCount += 1
    deactivateHandler?()
  }

  // MARK: - OrderingInteractable

  weak var router: OrderingRouting? { didSet { routerSetCallCount += 1 } }
  var routerSetCallCount = 0
  weak var listener: OrderingListener? { didSet { listenerSetCallCount += 1 } }
  var listenerSetCallCount = 0

  var addDrinkHandler: ((Drink) -> Void)?
  var addDrinkCallCount = 0
  func add(drink: Drink) {
    addDrinkCallCount += 1
    addDrinkHandler?(drink)
  }

  var menuDidRequestCheckoutCallCount = 0
  func menuDidRequestCheckout() { menuDidRequestCheckoutCallCount += 1 }

  var menuDidSignOutCallCount = 0
  func menuDidSignOut() { menuDidSignOutCallCount += 1 }

  var checkoutDidPayCallCount = 0
  func checkoutDidPay() { checkoutDidPayCallCount += 1 }

  var checkoutDidCancelCallCount = 0
  func checkoutDidCancel() { checkoutDidCancelCallCount += 1 }

  // MARK: - OrderingActionableItem

  var addDrinkNamedCallCount = 0
  func add(drinkNamed name: String) -> Observable<(OrderingActionableItem, ())> {
    addDrinkNamedCallCount += 1
    return .just((self, ()))
  }

  var openCheckoutCallCount = 0
  func openCheckout() -> Observable<(OrderingActionableItem, ())> {
    openCheckoutCallCount += 1
    return .just((self, ()))
  }
}

final class OrderingRoutingMock: OrderingRouting {

  init(interactable: Interactable) {
    self.interactable = interactable
  }

  // MARK: - Routing

  var interactable: Interactable { didSet { interactableSetCallCount += 1 } }
  var interactableSetCallCount = 0
  var children: [Routing] = [] { didSet { childrenSetCallCount += 1 } }
  var childrenSetCallCount = 0
  var lifecycleSubject = PublishSubject<RouterLifecycle>() {
    didSet { lifecycleSubjectSetCallCount += 1 }
  }
  var lifecycleSubjectSetCallCount = 0
  var lifecycle: Observable<RouterLifecycle> { return lifecycleSubject }

  var loadHandler: (() -> Void)?
  var loadCallCount = 0
  func load() {
    loadCallCount += 1
    loadHandler?()
  }

  var attachChildHandler: ((Routing) -> Void)?
  var attachChildCallCount = 0
  func attachChild(_ child: Routing) {
    attachChildCallCount += 1
    attachChildHandler?(child)
  }

  var detachChildHandler: ((Routing) -> Void)?
  var detachChildCallCount = 0
  func detachChild(_ child: Routing) {
    detachChildCallCount += 1
    detachChildHandler?(child)
  }

  // MARK: - OrderingRouting

  var cleanupViewsCallCount = 0
  func cleanupViews() { cleanupViewsCallCount += 1 }

  var routeToMenuCallCount = 0
  func routeToMenu() { routeToMenuCallCount += 1 }

  var routeToCheckoutCallCount = 0
  func routeToCheckout() { routeToCheckoutCallCount += 1 }
}

final class OrderingBuildableMock: OrderingBuildable {

  let build:
    MockFunction<
      OrderingListener, String, (router: OrderingRouting, actionableItem: OrderingActionableItem)
    >

  init() {
    let interactable = OrderingInteractableMock()
    build = MockFunction(
      "OrderingBuildableMock.build",
      fallback: (OrderingRoutingMock(interactable: interactable), interactable))
  }

  var buildHandler:
    (
      (OrderingListener, String) -> (
        router: OrderingRouting, actionableItem: OrderingActionableItem
      )
    )?
  {
    get { build.handler }
    set { build.handler = newValue }
  }
  var buildCallCount: Int { build.callCount }

  func build(
    withListener listener: OrderingListener, customerName: String
  ) -> (
    router: OrderingRouting, actionableItem: OrderingActionableItem
  ) {
    build.call(listener, customerName)
  }
}

final class OrderingViewControllableMock: OrderingViewControllable {

  var presentHandler: ((ViewControllable) -> Void)?
  var presentCallCount = 0
  func present(viewController: ViewControllable) {
    presentCallCount += 1
    presentHandler?(viewController)
  }

  var dismissHandler: ((ViewControllable) -> Void)?
  var dismissCallCount = 0
  func dismiss(viewController: ViewControllable) {
    dismissCallCount += 1
    dismissHandler?(viewController)
  }
}
