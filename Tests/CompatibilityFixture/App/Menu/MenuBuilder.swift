import RIBCore

protocol MenuDependency: Dependency {
  var drinks: [Drink] { get }
  var orderStream: OrderStream { get }
}

final class MenuComponent: Component<MenuDependency> {

  fileprivate var drinks: [Drink] {
    return dependency.drinks
  }

  fileprivate var orderStream: OrderStream {
    return dependency.orderStream
  }
}

// MARK: - Builder

protocol MenuBuildable: Buildable {
  func build(withListener listener: MenuListener) -> MenuRouting
}

final class MenuBuilder: Builder<MenuDependency>, MenuBuildable {

  override init(dependency: MenuDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: MenuListener) -> MenuRouting {
    let component = MenuComponent(dependency: dependency)
    let viewController = MenuViewController()
    let interactor = MenuInteractor(
      presenter: viewController,
      drinks: component.drinks,
      orderStream: component.orderStream)
    interactor.listener = listener
    return MenuRouter(interactor: interactor, viewController: viewController)
  }
}
