import RIBCore

/// What ScoreBoard needs: the names, and read-only access to the score.
protocol ScoreBoardDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
  var scoreStream: ScoreStream { get }
}

final class ScoreBoardComponent: Component<ScoreBoardDependency> {}
protocol ScoreBoardBuildable: Buildable {
  func build(withListener listener: ScoreBoardListener) -> ScoreBoardRouting
}

/// The terminal app's builder with one line changed: the view is an observable view model.
final class ScoreBoardBuilder: Builder<ScoreBoardDependency>, ScoreBoardBuildable {
  func build(withListener listener: ScoreBoardListener) -> ScoreBoardRouting {
    let component = ScoreBoardComponent(dependency: dependency)
    let viewModel = ScoreBoardViewModel(
      player1Name: component.dependency.player1Name,
      player2Name: component.dependency.player2Name)
    let interactor = ScoreBoardInteractor(
      presenter: viewModel, scoreStream: component.dependency.scoreStream)
    interactor.listener = listener
    return ScoreBoardRouter(interactor: interactor, viewController: viewModel)
  }
}
