import RIBCore

protocol RandomWinPresentableListener: AnyObject {
  func play()
}

/// One button: press Enter, a coin decides who wins.
final class RandomWinViewController: RandomWinPresentable, RandomWinViewControllable,
  TerminalScreen
{
  weak var listener: RandomWinPresentableListener?
  var isShown = false
  private let playerNames: [PlayerType: String]
  private var announcement: (text: String, close: () -> Void)?

  init(player1Name: String, player2Name: String) {
    playerNames = [.player1: player1Name, .player2: player2Name]
  }

  func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> Void) {
    announcement = ("\(playerNames[winner] ?? "?") won!", handler)
  }

  func render(style: TerminalStyle) -> String {
    var lines = [style.bold("Random Win"), ""]
    if let announcement {
      lines.append("The coin has spoken: " + style.bold(announcement.text))
    } else {
      lines.append(
        "A coin decides between " + style.player(.player1, playerNames[.player1] ?? "?")
          + " and " + style.player(.player2, playerNames[.player2] ?? "?") + ".")
    }
    return lines.joined(separator: "\n")
  }

  var prompt: String { announcement == nil ? "press Enter to flip" : "press Enter" }

  var helpLines: [String] {
    announcement == nil ? ["Enter     flip the coin"] : ["Enter     back to the menu"]
  }

  func handle(_ input: UserInput) -> InputOutcome {
    if let announcement {
      self.announcement = nil
      announcement.close()
      return .handled
    }
    switch input.parsed {
    case .blank:
      listener?.play()
      return .handled
    case .command(let command) where command.name == "flip" && command.arguments.isEmpty:
      listener?.play()
      return .handled
    case .invalid(let error):
      return .rejected(error.message)
    case .command(let command) where command.name == "flip":
      return .rejected("flip takes no arguments; press Enter to flip the coin.")
    case .command(let command):
      return .rejected(
        command.unknownMessage(known: ["flip"], or: "press Enter to flip the coin"))
    }
  }

  func takeNotice() -> String? { nil }
}
