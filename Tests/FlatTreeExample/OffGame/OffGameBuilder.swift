import RIBCore
import RIBStreams

/// What OffGame needs from its parent: nothing that lives longer than OffGame itself.
protocol OffGameDependency: Dependency {}

/// A game's score, as the write-ups keep it.
struct GameScore: Equatable {
  var player1Score: Int
  var player2Score: Int
}

/// OffGame's scope. In this tree it holds the session: the names arrive as build arguments
/// (dynamic dependencies), and the score stream is made here, so it lives exactly as long as
/// this OffGame is attached.
final class OffGameComponent: Component<OffGameDependency> {
  let player1Name: String
  let player2Name: String

  init(dependency: OffGameDependency, player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    super.init(dependency: dependency)
  }

  var score: BehaviorRelay<GameScore> {
    shared { BehaviorRelay(value: GameScore(player1Score: 0, player2Score: 0)) }
  }
}

protocol OffGameBuildable: Buildable {
  func build(
    withListener listener: OffGameListener, player1Name: String, player2Name: String
  ) -> OffGameRouting
}

final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
  func build(
    withListener listener: OffGameListener, player1Name: String, player2Name: String
  ) -> OffGameRouting {
    let component = OffGameComponent(
      dependency: dependency, player1Name: player1Name, player2Name: player2Name)
    let viewController = OffGameViewController(
      player1Name: component.player1Name, player2Name: component.player2Name)
    let interactor = OffGameInteractor(presenter: viewController, score: component.score)
    interactor.listener = listener
    return OffGameRouter(interactor: interactor, viewController: viewController)
  }
}
