import RIBCore

protocol OrderingDependency: Dependency {
  var orderingViewController: OrderingViewControllable { get }
  var drinks: [Drink] { get }
}

final class OrderingComponent: Component<OrderingDependency> {

  let customerName: String

  init(dependency: OrderingDependency, customerName: String) {
    self.customerName = customerName
    super.init(dependency: dependency)
  }

  fileprivate var orderingViewController: OrderingViewControllable {
    return dependency.orderingViewController
  }

  /// One stream per Ordering scope: its children get it read-only.
  var mutableOrderStream: MutableOrderStream {
    return shared { OrderStreamImpl() }
  }
}

// MARK: - Builder

protocol OrderingBuildable: Buildable {
  func build(
    withListener listener: OrderingListener, customerName: String
  ) -> (
    router: OrderingRouting, actionableItem: OrderingActionableItem
  )
}

final class OrderingBuilder: Builder<OrderingDependency>, OrderingBuildable {

  override init(dependency: OrderingDependency) {
    super.init(dependency: dependency)
  }

  func build(
    withListener listener: OrderingListener, customerName: String
  ) -> (
    router: OrderingRouting, actionableItem: OrderingActionableItem
  ) {
    let component = OrderingComponent(dependency: dependency, customerName: customerName)
    let interactor = OrderingInteractor(
      drinks: component.drinks, mutableOrderStream: component.mutableOrderStream)
    interactor.listener = listener

    let router = OrderingRouter(
      interactor: interactor,
      viewController: component.orderingViewController,
      menuBuilder: MenuBuilder(dependency: component),
      checkoutBuilder: CheckoutBuilder(dependency: component))
    return (router, interactor)
  }
}
