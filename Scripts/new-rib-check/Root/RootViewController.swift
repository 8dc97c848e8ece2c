import RIBCore

final class RootViewController: RootPresentable, RootViewControllable {
  private(set) var presented: [ViewControllable] = []

  func present(viewController: ViewControllable) {
    presented.append(viewController)
  }

  func dismiss(viewController: ViewControllable) {
    presented.removeAll { $0 === viewController }
  }
}
