import RIBCore

/// What OffGame needs from LoggedIn. These are static dependencies: LoggedIn's component
/// already has them when OffGame is built, so OffGame declares them here and LoggedIn's
/// component provides them (see LoggedInComponent+OffGame.swift); OffGame's builder takes
/// only the listener.
protocol OffGameDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
  var scoreStream: ScoreStream { get }
  var games: [GameDescription] { get }
}

final class OffGameComponent: Component<OffGameDependency> {
  var player1Name: String { dependency.player1Name }
  var player2Name: String { dependency.player2Name }
  var games: [GameDescription] { dependency.games }
}

/// Builds the OffGame RIB.
protocol OffGameBuildable: Buildable {
  func build(withListener listener: OffGameListener) -> OffGameRouting
}

/// The terminal app's builder with the view swapped for an observable view model.
final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
  func build(withListener listener: OffGameListener) -> OffGameRouting {
    let component = OffGameComponent(dependency: dependency)
    let viewModel = OffGameViewModel(
      player1Name: component.player1Name, player2Name: component.player2Name,
      gameNames: component.games.map(\.name))
    let interactor = OffGameInteractor(presenter: viewModel, games: component.games)
    interactor.listener = listener
    let scoreBoardBuilder = ScoreBoardBuilder(dependency: component)
    return OffGameRouter(
      interactor: interactor, viewController: viewModel,
      scoreBoardBuilder: scoreBoardBuilder)
  }
}
