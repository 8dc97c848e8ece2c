import RIBCore

/// Root's view: it shows one child's view at a time.
final class RootViewController: RootPresentable, RootViewControllable {
  private(set) var presentedViewController: ViewControllable?

  func present(viewController: ViewControllable) {
    presentedViewController = viewController
  }

  func dismiss(viewController: ViewControllable) {
    if presentedViewController === viewController { presentedViewController = nil }
  }
}
