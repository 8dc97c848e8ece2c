import Observation
import RIBCore
import RIBSwiftUI

/// What OffGame's view tells its interactor (the terminal app declares it beside its view, as
/// RIBs' templates do; this is the same protocol).
protocol OffGamePresentableListener: AnyObject {
  func startGame(at index: Int)
  func logOut()
}

/// The screen between games: who plays, the score (ScoreBoard's view, in a slot), the games.
@Observable
final class OffGameViewModel: OffGamePresentable, OffGameViewControllable {
  /// A game on the menu, as its button shows it.
  struct GameEntry: Identifiable, Equatable {
    /// Its place in the menu, which the interactor takes to start it.
    let id: Int
    let name: String
  }

  @ObservationIgnored weak var listener: OffGamePresentableListener?
  let player1Name: String
  let player2Name: String
  let games: [GameEntry]
  /// Where ScoreBoard's view goes: OffGame's view knows the slot, not ScoreBoard's type.
  let scoreBoard = ViewSlot()

  init(player1Name: String, player2Name: String, gameNames: [String]) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    games = gameNames.enumerated().map { GameEntry(id: $0.offset, name: $0.element) }
  }

  var playersText: String { "\(player1Name) vs \(player2Name)" }

  func show(scoreBoardView: ViewControllable) {
    scoreBoard.show(scoreBoardView)
  }
}
