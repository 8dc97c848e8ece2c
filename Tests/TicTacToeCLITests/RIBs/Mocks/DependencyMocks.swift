// The dependencies that builders and components take, as plain objects a test fills in.

import RIBCore
import RIBTesting

@testable import TicTacToeCLI

final class LoggedInDependencyMock: LoggedInDependency {
  let loggedInViewController: LoggedInViewControllable
  let coinSeed: UInt64?

  init(loggedInViewController: LoggedInViewControllable, coinSeed: UInt64? = 7) {
    self.loggedInViewController = loggedInViewController
    self.coinSeed = coinSeed
  }
}

/// What OffGame, ScoreBoard, TicTacToe and RandomWin read from their parent's component.
final class PlayersDependencyMock: OffGameDependency, ScoreBoardDependency, TicTacToeDependency,
  RandomWinDependency
{
  let player1Name: String
  let player2Name: String
  let scoreStream: ScoreStream
  let games: [GameDescription]
  let coin: SessionCoin

  init(
    player1Name: String = "Ann", player2Name: String = "Bob",
    scoreStream: ScoreStream = ScoreStreamImpl(), games: [GameDescription] = GameCatalog.all,
    coinSeed: UInt64? = 7
  ) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    self.scoreStream = scoreStream
    self.games = games
    self.coin = SessionCoin(seed: coinSeed)
  }
}

/// A screen that records what it is asked to handle.
final class TerminalScreenMock: ViewControllableMock, TerminalScreen {
  let name: String
  let handleFunction = MockFunction<String, InputOutcome>(
    "TerminalScreenMock.handle", default: .handled)

  init(name: String) {
    self.name = name
    super.init()
  }

  func render(style: TerminalStyle) -> String { name }
  var prompt: String { "\(name)?" }
  var helpLines: [String] { ["\(name) help"] }
  func handle(_ input: UserInput) -> InputOutcome { handleFunction.call(input.raw) }
  func takeNotice() -> String? { "\(name) notice" }
}

/// A line as the terminal hands it to a screen: raw and parsed.
func input(_ line: String) -> UserInput {
  UserInput(raw: line, parsed: Command.parse(line))
}
