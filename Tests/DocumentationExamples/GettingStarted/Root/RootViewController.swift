import RIBCore

final class RootViewController: RootPresentable, RootViewControllable, ConsoleScreen {
  private var presented: ConsoleScreen?

  // MARK: - RootPresentable

  func showGoodbye() {
    print("Bye!")
  }

  // MARK: - RootViewControllable

  func present(_ screen: ViewControllable) {
    presented = screen as? ConsoleScreen
  }

  func dismiss(_ screen: ViewControllable) {
    if presented === screen {
      presented = nil
    }
  }

  // MARK: - ConsoleScreen: the child on top reads the input

  var prompt: String? { presented?.prompt }

  func handle(line: String) {
    presented?.handle(line: line)
  }
}
