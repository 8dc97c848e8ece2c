/// OffGame's view: the names, the score, and the buttons, as plain properties.
final class OffGameViewController: OffGamePresentable, OffGameViewControllable {
  weak var listener: OffGamePresentableListener?
  let player1Name: String
  let player2Name: String
  private(set) var scoreText = ""

  init(player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
  }

  func updateScore(playerScore1: String, playerScore2: String) {
    scoreText = "\(player1Name) \(playerScore1) : \(playerScore2) \(player2Name)"
  }

  /// A game ended; a game RIB would report this through OffGame's interactor.
  func gameEnded(player1Won: Bool) {
    listener?.recordWin(ofPlayer1: player1Won)
  }
}
