import RIBCore

protocol TicTacToeDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
}

final class TicTacToeComponent: Component<TicTacToeDependency> {}

final class TicTacToeBuilder: Builder<TicTacToeDependency>, GameBuildable {
  func build(withListener listener: GameListener) -> ViewableRouting {
    let component = TicTacToeComponent(dependency: dependency)
    let viewController = TicTacToeViewController(
      player1Name: component.dependency.player1Name,
      player2Name: component.dependency.player2Name)
    let interactor = TicTacToeInteractor(presenter: viewController)
    interactor.listener = listener
    return TicTacToeRouter(interactor: interactor, viewController: viewController)
  }
}
