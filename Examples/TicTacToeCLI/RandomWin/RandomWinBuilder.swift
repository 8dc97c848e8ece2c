import RIBCore

protocol RandomWinDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
  var coinSeed: UInt64? { get }
}

final class RandomWinComponent: Component<RandomWinDependency> {}

final class RandomWinBuilder: Builder<RandomWinDependency>, GameBuildable {
  // One coin per builder, i.e. per LoggedIn scope: a seeded session is reproducible game
  // after game, not the same flip every time.
  private lazy var coin = SeededCoin(seed: dependency.coinSeed)

  func build(withListener listener: GameListener) -> ViewableRouting {
    let component = RandomWinComponent(dependency: dependency)
    let viewController = RandomWinViewController(
      player1Name: component.dependency.player1Name,
      player2Name: component.dependency.player2Name)
    let interactor = RandomWinInteractor(presenter: viewController) { [unowned self] in
      coin.flip()
    }
    interactor.listener = listener
    return RandomWinRouter(interactor: interactor, viewController: viewController)
  }
}
