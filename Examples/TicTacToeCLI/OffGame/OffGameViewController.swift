import RIBCore

protocol OffGamePresentableListener: AnyObject {
  func startGame(at index: Int)
  func logOut()
}

/// The screen between games: who plays, the score (ScoreBoard's view), the games on offer.
final class OffGameViewController: OffGamePresentable, OffGameViewControllable, TerminalScreen {
  weak var listener: OffGamePresentableListener?
  var isShown = false {
    // The score board is drawn inside this screen: it is shown exactly when this screen is.
    didSet { scoreBoard?.isShown = isShown }
  }
  private let player1Name: String
  private let player2Name: String
  private let gameNames: [String]
  private var scoreBoard: (any TerminalScreen)?

  init(player1Name: String, player2Name: String, gameNames: [String]) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    self.gameNames = gameNames
  }

  func show(scoreBoardView: ViewControllable) {
    scoreBoard = scoreBoardView as? any TerminalScreen
    scoreBoard?.isShown = isShown
  }

  func render(style: TerminalStyle) -> String {
    var lines = [
      style.bold("Tic Tac Toe") + "  "
        + style.player(.player1, player1Name) + " vs " + style.player(.player2, player2Name),
      "",
    ]
    if let scoreBoard {
      lines.append(scoreBoard.render(style: style))
      lines.append("")
    }
    lines.append("Games:")
    for (index, name) in gameNames.enumerated() {
      lines.append("  \(index + 1)  \(name)")
    }
    return lines.joined(separator: "\n")
  }

  var prompt: String { "play 1-\(gameNames.count), or logout" }

  var helpLines: [String] {
    [
      "play N    start game N (1-\(gameNames.count)); the number alone works too",
      "logout    log out; the next players start from 0-0",
    ]
  }

  func handle(_ input: UserInput) -> InputOutcome {
    guard case .command(let command) = input.parsed else {
      if case .invalid(let error) = input.parsed { return .rejected(error.message) }
      return .rejected("Type play 1-\(gameNames.count) to start a game, or logout.")
    }
    switch command.name {
    case "logout":
      guard command.arguments.isEmpty else { return .rejected("logout takes no arguments.") }
      listener?.logOut()
      return .handled
    case "play", "start":
      guard command.arguments.count == 1 else {
        return .rejected("\(command.name) takes one game number, e.g. \(command.name) 1.")
      }
      return startGame(numbered: command.arguments[0])
    default:
      if command.arguments.isEmpty, Int(command.name) != nil {
        return startGame(numbered: command.name)
      }
      return .rejected(command.unknownMessage(known: ["play", "logout"]))
    }
  }

  func takeNotice() -> String? { nil }

  private func startGame(numbered text: String) -> InputOutcome {
    guard let number = Int(text) else {
      return .rejected(
        "\(InertText.quoted(text, maxLength: 16)) is not a game number; type 1-\(gameNames.count)."
      )
    }
    guard (1...gameNames.count).contains(number) else {
      return .rejected("There is no game \(number); the games are 1-\(gameNames.count).")
    }
    listener?.startGame(at: number - 1)
    return .handled
  }
}
