import RIBCore

protocol TicTacToeDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
}

final class TicTacToeComponent: Component<TicTacToeDependency> {}

/// The terminal app's builder with the view swapped for an observable view model.
final class TicTacToeBuilder: Builder<TicTacToeDependency>, GameBuildable {
  func build(withListener listener: GameListener) -> ViewableRouting {
    let component = TicTacToeComponent(dependency: dependency)
    let viewModel = TicTacToeViewModel(
      player1Name: component.dependency.player1Name,
      player2Name: component.dependency.player2Name)
    let interactor = TicTacToeInteractor(presenter: viewModel)
    interactor.listener = listener
    return TicTacToeRouter(interactor: interactor, viewController: viewModel)
  }
}
