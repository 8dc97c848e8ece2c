import RIBCore
protocol RandomWinInteractable: Interactable {
  var router: RandomWinRouting? { get set }
  var listener: GameListener? { get set }
}
protocol RandomWinViewControllable: ViewControllable {}

final class RandomWinRouter: ViewableRouter<RandomWinInteractable, RandomWinViewControllable>,
  RandomWinRouting
{
  override init(interactor: RandomWinInteractable, viewController: RandomWinViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
