import RIBCore

protocol RandomWinDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
  var coin: SessionCoin { get }
}

final class RandomWinComponent: Component<RandomWinDependency> {}

final class RandomWinBuilder: Builder<RandomWinDependency>, GameBuildable {
  func build(withListener listener: GameListener) -> ViewableRouting {
    let component = RandomWinComponent(dependency: dependency)
    let viewController = RandomWinViewController(
      player1Name: component.dependency.player1Name,
      player2Name: component.dependency.player2Name)
    let interactor = RandomWinInteractor(
      presenter: viewController, flipCoin: component.dependency.coin.flip)
    interactor.listener = listener
    return RandomWinRouter(interactor: interactor, viewController: viewController)
  }
}
