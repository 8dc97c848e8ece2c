import Observation
import RIBCore

/// The score, pushed above OffGame's menu: the interactor writes the score, the view
/// reads it.
@Observable
final class ScoreBoardViewModel: ScoreBoardPresentable, ScoreBoardViewControllable {
  let player1Name: String
  let player2Name: String
  private(set) var score = Score.zero

  init(player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
  }

  func show(score: Score) {
    self.score = score
  }

  /// The line the view shows, e.g. `Score: Alice 1 – 0 Bob`.
  var scoreText: String {
    "Score: \(player1Name) \(score.player1Score) – \(score.player2Score) \(player2Name)"
  }
}
