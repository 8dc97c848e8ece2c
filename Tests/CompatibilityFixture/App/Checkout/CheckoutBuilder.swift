import RIBCore

protocol CheckoutDependency: Dependency {
  var customerName: String { get }
  var orderStream: OrderStream { get }
}

final class CheckoutComponent: Component<CheckoutDependency> {

  fileprivate var customerName: String {
    return dependency.customerName
  }

  fileprivate var orderStream: OrderStream {
    return dependency.orderStream
  }
}

// MARK: - Builder

protocol CheckoutBuildable: Buildable {
  func build(withListener listener: CheckoutListener) -> CheckoutRouting
}

final class CheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {

  override init(dependency: CheckoutDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: CheckoutListener) -> CheckoutRouting {
    let component = CheckoutComponent(dependency: dependency)
    let viewController = CheckoutViewController()
    let interactor = CheckoutInteractor(
      presenter: viewController,
      customerName: component.customerName,
      orderStream: component.orderStream)
    interactor.listener = listener
    return CheckoutRouter(interactor: interactor, viewController: viewController)
  }
}
