import RIBCore
import RIBStreams
protocol ScoreBoardRouting: ViewableRouting {}
protocol ScoreBoardPresentable: Presentable {
  func show(score: Score)
}

/// ScoreBoard tells its parent nothing; the protocol keeps the RIB shape uniform.
protocol ScoreBoardListener: AnyObject {}

/// ScoreBoard's business logic: follow the score while shown.
final class ScoreBoardInteractor: PresentableInteractor<ScoreBoardPresentable>,
  ScoreBoardInteractable
{
  weak var router: ScoreBoardRouting?
  weak var listener: ScoreBoardListener?
  private let scoreStream: ScoreStream

  init(presenter: ScoreBoardPresentable, scoreStream: ScoreStream) {
    self.scoreStream = scoreStream
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    // Bound to this activation: when OffGame goes, ScoreBoard deactivates and the
    // subscription ends with it.
    scoreStream.score
      .subscribe(onNext: { [presenter] score in presenter.show(score: score) })
      .disposeOnDeactivate(interactor: self)
  }
}
