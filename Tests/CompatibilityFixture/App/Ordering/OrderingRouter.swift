import RIBCore

protocol OrderingInteractable: Interactable, MenuListener, CheckoutListener {
  var router: OrderingRouting? { get set }
  var listener: OrderingListener? { get set }
}

/// The view Ordering shows its children in: its parent's, as Ordering has none.
protocol OrderingViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

final class OrderingRouter: Router<OrderingInteractable>, OrderingRouting {

  init(
    interactor: OrderingInteractable,
    viewController: OrderingViewControllable,
    menuBuilder: MenuBuildable,
    checkoutBuilder: CheckoutBuildable
  ) {
    self.viewController = viewController
    self.menuBuilder = menuBuilder
    self.checkoutBuilder = checkoutBuilder
    super.init(interactor: interactor)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    routeToMenu()
  }

  // MARK: - OrderingRouting

  func cleanupViews() {
    if let currentChild = currentChild {
      viewController.dismiss(viewController: currentChild.viewControllable)
    }
  }

  func routeToMenu() {
    guard !(currentChild is MenuRouting) else {
      return
    }
    detachCurrentChild()
    show(menuBuilder.build(withListener: interactor))
  }

  func routeToCheckout() {
    guard !(currentChild is CheckoutRouting) else {
      return
    }
    detachCurrentChild()
    show(checkoutBuilder.build(withListener: interactor))
  }

  // MARK: - Private

  private let viewController: OrderingViewControllable
  private let menuBuilder: MenuBuildable
  private let checkoutBuilder: CheckoutBuildable

  private var currentChild: ViewableRouting?

  private func show(_ child: ViewableRouting) {
    currentChild = child
    attachChild(child)
    viewController.present(viewController: child.viewControllable)
  }

  private func detachCurrentChild() {
    if let currentChild = currentChild {
      detachChild(currentChild)
      viewController.dismiss(viewController: currentChild.viewControllable)
      self.currentChild = nil
    }
  }
}
