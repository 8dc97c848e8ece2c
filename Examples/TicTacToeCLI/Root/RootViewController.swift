import RIBCore

/// Root's view: the terminal window's content. It shows the screen presented on top, as a
/// navigation stack would; LoggedIn (view-less) presents its children here too.
final class RootViewController: RootPresentable, RootViewControllable, LoggedInViewControllable,
  TerminalScreen
{
  weak var listener: RootPresentableListener?
  var isShown = false
  private var presented: [any TerminalScreen] = []

  /// The screen the user sees and types into.
  var topScreen: (any TerminalScreen)? { presented.last }

  func present(viewController: ViewControllable) {
    guard let screen = viewController as? any TerminalScreen else {
      preconditionFailure("\(type(of: viewController)) is not a TerminalScreen")
    }
    screen.isShown = true
    presented.append(screen)
  }

  func dismiss(viewController: ViewControllable) {
    guard let index = presented.lastIndex(where: { $0 === viewController }) else { return }
    presented.remove(at: index).isShown = false
  }

  func render(style: TerminalStyle) -> String {
    topScreen?.render(style: style) ?? ""
  }

  var prompt: String { topScreen?.prompt ?? "" }

  var helpLines: [String] { topScreen?.helpLines ?? [] }

  func handle(_ input: UserInput) -> InputOutcome {
    topScreen?.handle(input) ?? .rejected("Nothing is shown yet.")
  }

  func takeNotice() -> String? { topScreen?.takeNotice() }
}
