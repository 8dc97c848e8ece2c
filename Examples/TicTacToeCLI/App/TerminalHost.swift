import RIBCore

/// The terminal "window": where the root RIB's view is shown (the `LaunchHost` of this app,
/// as a `UIWindow` is on iOS).
final class TerminalHost: LaunchHost {
  /// The screen the root router installed.
  private(set) var rootScreen: (any TerminalScreen)?

  /// Installs the root RIB's view.
  func show(rootViewControllable: any ViewControllable) {
    guard let screen = rootViewControllable as? any TerminalScreen else {
      preconditionFailure("The root view must be a TerminalScreen")
    }
    screen.isShown = true
    rootScreen = screen
  }
}
