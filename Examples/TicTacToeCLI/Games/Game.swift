import RIBCore

/// A game on offer, as plain data: what the menu shows and deep links name.
struct GameDescription: Sendable, Equatable {
  /// The id used by deep links, e.g. `tictactoe`.
  let id: String
  /// The name shown in the menu.
  let name: String
}

/// The games this app has, in menu order.
enum GameCatalog {
  static let ticTacToe = GameDescription(id: "tictactoe", name: "Tic Tac Toe")
  static let randomWin = GameDescription(id: "randomwin", name: "Random Win")
  static let all = [ticTacToe, randomWin]
}

/// One game LoggedIn can run, behind a uniform face: LoggedIn routes to a `Game` without
/// knowing whether it is TicTacToe or RandomWin, so adding a game touches no other RIB.
struct Game {
  /// Which game this is.
  let description: GameDescription
  /// Builds the game's RIB.
  let builder: GameBuildable

  var id: String { description.id }
}

/// Builds a game RIB.
protocol GameBuildable: Buildable {
  func build(withListener listener: GameListener) -> ViewableRouting
}

/// What every game tells LoggedIn.
protocol GameListener: AnyObject {
  /// The game ended; `winner` is `nil` for a draw.
  func gameDidEnd(withWinner winner: PlayerType?)
}
