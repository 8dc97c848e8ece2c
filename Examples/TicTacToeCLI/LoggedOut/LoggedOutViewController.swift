import RIBCore

/// What LoggedOut's view tells its interactor.
protocol LoggedOutPresentableListener: AnyObject {
  func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// The login form: it asks for the two names, one per line.
final class LoggedOutViewController: LoggedOutPresentable, LoggedOutViewControllable,
  TerminalScreen
{
  weak var listener: LoggedOutPresentableListener?
  var isShown = false
  private var player1Name: String?

  func render(style: TerminalStyle) -> String {
    var lines = [
      style.bold("Tic Tac Toe"),
      "",
      "Who is playing? Type each player's name and press Enter",
      "(an empty name means \"Player 1\" or \"Player 2\").",
    ]
    if let player1Name {
      lines.append("")
      lines.append("Player 1: " + style.player(.player1, player1Name))
    }
    return lines.joined(separator: "\n")
  }

  var prompt: String { player1Name == nil ? "Player 1 name" : "Player 2 name" }

  var helpLines: [String] {
    ["NAME      the next player's name (Enter alone for the default name)"]
  }

  func handle(_ input: UserInput) -> InputOutcome {
    if case .invalid(let error) = input.parsed, error == .controlCharacters {
      return .rejected(error.message)
    }
    guard let player1Name else {
      player1Name = PlayerName.normalized(input.raw, default: "Player 1")
      return .handled
    }
    listener?.login(withPlayer1Name: player1Name, player2Name: input.raw)
    return .handled
  }

  func takeNotice() -> String? { nil }
}
