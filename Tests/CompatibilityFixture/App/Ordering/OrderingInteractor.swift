import RIBCore
import RIBStreams

protocol OrderingRouting: Routing {
  func cleanupViews()
  func routeToMenu()
  func routeToCheckout()
}

final class OrderingInteractor: Interactor, OrderingInteractable, OrderingActionableItem {

  weak var router: OrderingRouting?

  weak var listener: OrderingListener?

  init(drinks: [Drink], mutableOrderStream: MutableOrderStream) {
    self.drinks = drinks
    self.mutableOrderStream = mutableOrderStream
  }

  override func didBecomeActive() {
    super.didBecomeActive()

    mutableOrderStream.placedOrders
      .subscribe(onNext: { [weak self] order in
        self?.listener?.orderingDidPlace(order)
      })
      .disposeOnDeactivate(interactor: self)
  }

  override func willResignActive() {
    super.willResignActive()

    // Without a view of its own, Ordering must take its children's views out of Root's.
    router?.cleanupViews()
  }

  // MARK: - MenuListener

  func add(drink: Drink) {
    mutableOrderStream.add(drink)
  }

  func menuDidRequestCheckout() {
    router?.routeToCheckout()
  }

  func menuDidSignOut() {
    listener?.orderingDidSignOut()
  }

  // MARK: - CheckoutListener

  func checkoutDidPay() {
    mutableOrderStream.placeOrder()
    router?.routeToMenu()
  }

  func checkoutDidCancel() {
    router?.routeToMenu()
  }

  // MARK: - OrderingActionableItem

  func add(drinkNamed name: String) -> Observable<(OrderingActionableItem, ())> {
    if let drink = drinks.first(where: { $0.name == name }) {
      mutableOrderStream.add(drink)
    }
    return .just((self, ()))
  }

  func openCheckout() -> Observable<(OrderingActionableItem, ())> {
    router?.routeToCheckout()
    return .just((self, ()))
  }

  // MARK: - Private

  private let drinks: [Drink]
  private let mutableOrderStream: MutableOrderStream
}
