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

final class ScoreBoardBuilder: Builder<ScoreBoardDependency>, ScoreBoardBuildable {
  func build(withListener listener: ScoreBoardListener) -> ScoreBoardRouting {
    let component = ScoreBoardComponent(dependency: dependency)
    let viewController = ScoreBoardViewController(
      player1Name: component.dependency.player1Name,
      player2Name: component.dependency.player2Name)
    let interactor = ScoreBoardInteractor(
      presenter: viewController, scoreStream: component.dependency.scoreStream)
    interactor.listener = listener
    return ScoreBoardRouter(interactor: interactor, viewController: viewController)
  }
}
