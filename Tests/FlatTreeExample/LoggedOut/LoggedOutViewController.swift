/// LoggedOut's view: two name fields and an Enter button, as plain properties.
final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {
  weak var listener: LoggedOutPresentableListener?

  /// What the player typed, as a text field would hold it.
  var player1Field: String?
  var player2Field: String?

  /// The Enter button.
  func tapEnter() {
    listener?.login(withPlayer1Name: player1Field, player2Name: player2Field)
  }
}
