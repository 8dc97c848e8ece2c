import RIBCore

protocol OffGameInteractable: Interactable {
  var router: OffGameRouting? { get set }
  var listener: OffGameListener? { get set }
}

protocol OffGameViewControllable: ViewControllable {}

final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>,
  OffGameRouting
{
  override init(interactor: OffGameInteractable, viewController: OffGameViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
