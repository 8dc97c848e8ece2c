import RIBCore

protocol MenuInteractable: Interactable {
  var router: MenuRouting? { get set }
  var listener: MenuListener? { get set }
}

protocol MenuViewControllable: ViewControllable {}

final class MenuRouter: ViewableRouter<MenuInteractable, MenuViewControllable>, MenuRouting {

  override init(interactor: MenuInteractable, viewController: MenuViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
