import RIBCore
protocol TicTacToeInteractable: Interactable {
  var router: TicTacToeRouting? { get set }
  var listener: GameListener? { get set }
}
protocol TicTacToeViewControllable: ViewControllable {}

final class TicTacToeRouter: ViewableRouter<TicTacToeInteractable, TicTacToeViewControllable>,
  TicTacToeRouting
{
  override init(interactor: TicTacToeInteractable, viewController: TicTacToeViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
