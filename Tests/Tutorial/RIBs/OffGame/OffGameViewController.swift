// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore
import RIBStreams

final class OffGameViewController: OffGamePresentable, OffGameViewControllable {

  weak var listener: OffGamePresentableListener?

  init(player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
  }

  // MARK: - OffGamePresentable

  func set(score: Score) {
    self.score = score
  }

  // MARK: - UIKit stand-ins

  /// What tapping the "Start Game" button does.
  func tapStartButton() {
    listener?.startGame()
  }

  /// The text of the player 1 label.
  var player1Label: String {
    let player1Score = score?.player1Score ?? 0
    return "\(player1Name) (\(player1Score))"
  }

  /// The text of the player 2 label.
  var player2Label: String {
    let player2Score = score?.player2Score ?? 0
    return "\(player2Name) (\(player2Score))"
  }

  // MARK: - Private

  private let player1Name: String
  private let player2Name: String

  private var score: Score?
}
