import RIBCore

/// The score line, drawn inside OffGame's screen.
final class ScoreBoardViewController: ScoreBoardPresentable, ScoreBoardViewControllable,
  TerminalScreen
{
  var isShown = false
  private let player1Name: String
  private let player2Name: String
  private var score = Score.zero

  init(player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
  }

  func show(score: Score) {
    self.score = score
  }

  func render(style: TerminalStyle) -> String {
    "Score: " + style.player(.player1, player1Name) + " \(score.player1Score) – "
      + "\(score.player2Score) " + style.player(.player2, player2Name)
  }

  var prompt: String { "" }
  var helpLines: [String] { [] }
  func handle(_ input: UserInput) -> InputOutcome { .rejected("The score board takes no input.") }
  func takeNotice() -> String? { nil }
}
