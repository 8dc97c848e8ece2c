import RIBCore

/// The sign-in screen, as a plain class with stand-ins for its text field and button.
final class WelcomeViewController: WelcomePresentable, WelcomeViewControllable {

  weak var listener: WelcomePresentableListener?

  let greeting: String

  init(cafeName: String) {
    greeting = "Welcome to \(cafeName)"
  }

  // MARK: - UIKit stand-ins

  /// The name text field's text.
  var nameField: String?

  /// What tapping "Start order" does.
  func tapStart() {
    listener?.signIn(withName: nameField)
  }
}
