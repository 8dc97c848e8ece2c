import RIBCore
import RIBStreams

protocol OffGameRouting: ViewableRouting {}

protocol OffGamePresentable: Presentable {
  var listener: OffGamePresentableListener? { get set }
  func updateScore(playerScore1: String, playerScore2: String)
}

protocol OffGameListener: AnyObject {
  func startGame()
}

protocol OffGamePresentableListener: AnyObject {
  func startGame()
  func recordWin(ofPlayer1 player1Won: Bool)
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable,
  OffGamePresentableListener
{
  weak var router: OffGameRouting?
  weak var listener: OffGameListener?
  private let score: BehaviorRelay<GameScore>

  init(presenter: OffGamePresentable, score: BehaviorRelay<GameScore>) {
    self.score = score
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    score
      .subscribe(onNext: { [presenter] score in
        presenter.updateScore(
          playerScore1: String(score.player1Score), playerScore2: String(score.player2Score))
      })
      .disposeOnDeactivate(interactor: self)
  }

  func startGame() {
    listener?.startGame()
  }

  /// A finished game's result; in the write-ups a game RIB reports it.
  func recordWin(ofPlayer1 player1Won: Bool) {
    var updated = score.value
    if player1Won { updated.player1Score += 1 } else { updated.player2Score += 1 }
    score.accept(updated)
  }
}
