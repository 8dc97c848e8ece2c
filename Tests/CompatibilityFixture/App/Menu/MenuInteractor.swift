import RIBCore
import RIBStreams

protocol MenuRouting: ViewableRouting {}

protocol MenuPresentable: Presentable {
  var listener: MenuPresentableListener? { get set }
  func show(drinks: [Drink])
  func show(basket: String)
}

final class MenuInteractor: PresentableInteractor<MenuPresentable>, MenuInteractable,
  MenuPresentableListener
{

  weak var router: MenuRouting?

  weak var listener: MenuListener?

  init(presenter: MenuPresentable, drinks: [Drink], orderStream: OrderStream) {
    self.drinks = drinks
    self.orderStream = orderStream
    super.init(presenter: presenter)
    presenter.listener = self
  }

  deinit {
    DeinitLog.shared.record("MenuInteractor")
  }

  override func didBecomeActive() {
    super.didBecomeActive()

    presenter.show(drinks: drinks)
    // Holds the interactor until it deactivates, which ends the subscription.
    orderStream.currentOrder
      .subscribe(onNext: { (order: Order) in
        self.presenter.show(basket: order.summary)
      })
      .disposeOnDeactivate(interactor: self)
  }

  // MARK: - MenuPresentableListener

  func didSelectDrink(at index: Int) {
    guard drinks.indices.contains(index) else {
      return
    }
    listener?.add(drink: drinks[index])
  }

  func didTapCheckout() {
    listener?.menuDidRequestCheckout()
  }

  func didTapSignOut() {
    listener?.menuDidSignOut()
  }

  // MARK: - Private

  private let drinks: [Drink]
  private let orderStream: OrderStream
}
