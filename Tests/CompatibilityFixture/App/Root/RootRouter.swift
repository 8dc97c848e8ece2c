import RIBCore

protocol RootInteractable: Interactable, WelcomeListener, OrderingListener {
  var router: RootRouting? { get set }
  var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {

  init(
    interactor: RootInteractable,
    viewController: RootViewControllable,
    welcomeBuilder: WelcomeBuildable,
    orderingBuilder: OrderingBuildable
  ) {
    self.welcomeBuilder = welcomeBuilder
    self.orderingBuilder = orderingBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    routeToWelcome()
  }

  // MARK: - RootRouting

  func routeToOrdering(forCustomer customerName: String) -> OrderingActionableItem {
    if let welcome = welcome {
      detachChild(welcome)
      viewController.dismiss(viewController: welcome.viewControllable)
      self.welcome = nil
    }
    if let ordering = ordering {
      detachChild(ordering)
    }

    let (ordering, actionableItem) = orderingBuilder.build(
      withListener: interactor, customerName: customerName)
    self.ordering = ordering
    attachChild(ordering)
    return actionableItem
  }

  func routeToWelcome() {
    if let ordering = ordering {
      // Ordering takes its children's views out of ours as it deactivates.
      detachChild(ordering)
      self.ordering = nil
    }
    guard welcome == nil else {
      return
    }

    let welcome = welcomeBuilder.build(withListener: interactor)
    self.welcome = welcome
    attachChild(welcome)
    viewController.present(viewController: welcome.viewControllable)
  }

  // MARK: - Private

  private let welcomeBuilder: WelcomeBuildable
  private let orderingBuilder: OrderingBuildable

  private var welcome: ViewableRouting?
  private var ordering: OrderingRouting?
}
