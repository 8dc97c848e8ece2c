import Observation
import RIBCore
import RIBSwiftUI

/// What OffGame's view tells its interactor (the terminal app declares it beside its view, as
/// RIBs' templates do; this is the same protocol).
protocol OffGamePresentableListener: AnyObject {
  func startGame(at index: Int)
  func logOut()
}

/// The screen between games: who plays, the games, and the score one tap away, pushed onto a
/// navigation stack whose root is the menu.
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
  /// The navigation stack above the menu: ScoreBoard's view, when the user asks for the score.
  let stack = ViewStack()
  // ScoreBoard's view, which OffGame's router hands over when it attaches ScoreBoard (for as
  // long as OffGame is attached, as in the terminal app).
  @ObservationIgnored private var scoreBoardView: ViewControllable?

  init(player1Name: String, player2Name: String, gameNames: [String]) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    games = gameNames.enumerated().map { GameEntry(id: $0.offset, name: $0.element) }
  }

  var playersText: String { "\(player1Name) vs \(player2Name)" }

  func show(scoreBoardView: ViewControllable) {
    self.scoreBoardView = scoreBoardView
  }

  /// The Score button: pushes ScoreBoard's view. Going back pops the view only: the
  /// ScoreBoard RIB stays attached, as OffGame's router keeps it for OffGame's lifetime, so
  /// there is nothing to detach and nothing for the interactor to decide.
  func showScore() {
    guard stack.count == 0, let scoreBoardView else { return }
    stack.push(scoreBoardView)
  }
}
