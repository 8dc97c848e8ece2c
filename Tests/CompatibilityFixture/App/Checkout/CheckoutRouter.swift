import RIBCore

protocol CheckoutInteractable: Interactable {
  var router: CheckoutRouting? { get set }
  var listener: CheckoutListener? { get set }
}

protocol CheckoutViewControllable: ViewControllable {}

final class CheckoutRouter: ViewableRouter<CheckoutInteractable, CheckoutViewControllable>,
  CheckoutRouting
{

  override init(interactor: CheckoutInteractable, viewController: CheckoutViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  deinit {
    DeinitLog.shared.record("CheckoutRouter")
  }
}
