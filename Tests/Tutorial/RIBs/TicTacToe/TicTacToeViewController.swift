// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

final class TicTacToeViewController: TicTacToePresentable, TicTacToeViewControllable {

  weak var listener: TicTacToePresentableListener?

  init(
    player1Name: String,
    player2Name: String
  ) {
    self.player1Name = player1Name
    self.player2Name = player2Name
  }

  // MARK: - TicTacToePresentable

  func setCell(atRow row: Int, col: Int, withPlayerType playerType: PlayerType) {
    cells[row][col] = playerType
  }

  func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> ()) {
    let winnerString: String = {
      if let winner = winner {
        switch winner {
        case .player1:
          return "\(player1Name) Won!"
        case .player2:
          return "\(player2Name) Won!"
        }
      } else {
        return "It's a Tie"
      }
    }()
    alert = (title: winnerString, closeAction: handler)
  }

  // MARK: - UIKit stand-ins

  /// The colour of each cell of the collection view: who played there.
  private(set) var cells = [[PlayerType?]](
    repeating: [nil, nil, nil], count: GameConstants.rowCount)

  /// The title of the presented alert, if any.
  var alertTitle: String? {
    return alert?.title
  }

  /// What selecting a cell of the collection view does.
  func tapCell(atRow row: Int, col: Int) {
    listener?.placeCurrentPlayerMark(atRow: row, col: col)
  }

  /// What tapping the alert's "Close Game" action does.
  func tapCloseGame() {
    let handler = alert?.closeAction
    alert = nil
    handler?()
  }

  // MARK: - Private

  private let player2Name: String
  private let player1Name: String

  private var alert: (title: String, closeAction: () -> ())?
}
