import RIBCore

/// What Greeting's view tells its interactor. `@MainActor`, like the interactor that adopts it.
@MainActor
protocol GreetingPresentableListener: AnyObject {
  func didEnter(name: String)
}

final class GreetingViewController: GreetingPresentable, GreetingViewControllable,
  ConsoleScreen
{
  weak var listener: GreetingPresentableListener?

  // MARK: - GreetingPresentable

  func show(message: String) {
    print(message)
  }

  // MARK: - ConsoleScreen

  let prompt: String? = "Your name (Enter alone to quit)"

  func handle(line: String) {
    listener?.didEnter(name: line)
  }
}
