// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore
import RIBStreams

final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable {

  weak var listener: LoggedOutPresentableListener?

  init() {
  }

  // MARK: - UIKit stand-ins

  /// The text of the "Player 1 name" field.
  var player1Field: String?
  /// The text of the "Player 2 name" field.
  var player2Field: String?

  /// What tapping the "Login" button does.
  func tapLoginButton() {
    listener?.login(withPlayer1Name: player1Field, player2Name: player2Field)
  }
}
