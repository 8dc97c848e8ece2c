import RIBCore
protocol OffGameInteractable: Interactable, ScoreBoardListener {
  var router: OffGameRouting? { get set }
  var listener: OffGameListener? { get set }
}
protocol OffGameViewControllable: ViewControllable {
  func show(scoreBoardView: ViewControllable)
}

/// OffGame's router: it always has a ScoreBoard, attached when it loads.
final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>,
  OffGameRouting
{
  private let scoreBoardBuilder: ScoreBoardBuildable

  init(
    interactor: OffGameInteractable, viewController: OffGameViewControllable,
    scoreBoardBuilder: ScoreBoardBuildable
  ) {
    self.scoreBoardBuilder = scoreBoardBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    let scoreBoard = scoreBoardBuilder.build(withListener: interactor)
    attachChild(scoreBoard)
    viewController.show(scoreBoardView: scoreBoard.viewControllable)
  }
}
