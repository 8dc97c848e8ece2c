import RIBCore

/// A screen of this app: a view that can read what the user types.
protocol ConsoleScreen: ViewControllable {
  /// What the prompt says, or `nil` when the screen takes no input.
  var prompt: String? { get }

  /// Handles one line the user typed.
  func handle(line: String)
}

/// The app's window: the terminal. The root RIB's view is shown here.
final class Console: LaunchHost {
  private(set) var rootScreen: ConsoleScreen?

  func show(rootViewControllable: ViewControllable) {
    rootScreen = rootViewControllable as? ConsoleScreen
  }
}
