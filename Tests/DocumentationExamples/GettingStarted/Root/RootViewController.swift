import RIBCore

final class RootViewController: RootPresentable, RootViewControllable, ConsoleScreen {
  private var presented: ConsoleScreen?

  // MARK: - RootPresentable

  func showGoodbye() {
    print("Bye!")
  }

  // MARK: - RootViewControllable

  func present(viewController: ViewControllable) {
    presented = viewController as? ConsoleScreen
  }

  func dismiss(viewController: ViewControllable) {
    if presented === viewController {
      presented = nil
    }
  }

  // MARK: - ConsoleScreen: the child on top reads the input

  var prompt: String? { presented?.prompt }

  func handle(line: String) {
    presented?.handle(line: line)
  }
}
