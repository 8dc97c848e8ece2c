import RIBCore
protocol ScoreBoardInteractable: Interactable {
  var router: ScoreBoardRouting? { get set }
  var listener: ScoreBoardListener? { get set }
}
protocol ScoreBoardViewControllable: ViewControllable {}

final class ScoreBoardRouter: ViewableRouter<ScoreBoardInteractable, ScoreBoardViewControllable>,
  ScoreBoardRouting
{
  override init(interactor: ScoreBoardInteractable, viewController: ScoreBoardViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
