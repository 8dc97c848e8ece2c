// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore
import RIBStreams

protocol OffGameRouting: ViewableRouting {
  // TODO: Declare methods the interactor can invoke to manage sub-tree via the router.
}

protocol OffGamePresentable: Presentable {
  var listener: OffGamePresentableListener? { get set }
  func set(score: Score)
}

final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable,
  OffGamePresentableListener
{

  weak var router: OffGameRouting?

  weak var listener: OffGameListener?

  // TODO: Add additional dependencies to constructor. Do not perform any logic
  // in constructor.
  init(
    presenter: OffGamePresentable,
    scoreStream: ScoreStream
  ) {
    self.scoreStream = scoreStream
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()

    updateScore()
  }

  override func willResignActive() {
    super.willResignActive()
    // TODO: Pause any business logic.
  }

  private func updateScore() {
    scoreStream.score
      .subscribe(onNext: { (score: Score) in
        self.presenter.set(score: score)
      })
      .disposeOnDeactivate(interactor: self)
  }
  // MARK: - OffGamePresentableListener

  func startGame() {
    listener?.startTicTacToe()
  }

  private let scoreStream: ScoreStream
}
