import RIBCore

protocol RandomWinDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
  var coin: SessionCoin { get }
}

final class RandomWinComponent: Component<RandomWinDependency> {}

/// The terminal app's builder with the view swapped for an observable view model.
final class RandomWinBuilder: Builder<RandomWinDependency>, GameBuildable {
  func build(withListener listener: GameListener) -> ViewableRouting {
    let component = RandomWinComponent(dependency: dependency)
    let viewModel = RandomWinViewModel(
      player1Name: component.dependency.player1Name,
      player2Name: component.dependency.player2Name)
    let interactor = RandomWinInteractor(
      presenter: viewModel, flipCoin: component.dependency.coin.flip)
    interactor.listener = listener
    return RandomWinRouter(interactor: interactor, viewController: viewModel)
  }
}
