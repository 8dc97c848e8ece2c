// The code of the Workers guide.

import RIBCore
import RIBStreams

/// Where scores are kept: a file, a database, a server.
protocol ScoreStoring: AnyObject {
  func save(score: Int)
}

/// Saves the score each time it changes, for as long as its interactor is active.
final class ScoreSavingWorker: Worker {
  private let scores: Observable<Int>
  private let store: ScoreStoring

  init(scores: Observable<Int>, store: ScoreStoring) {
    self.scores = scores
    self.store = store
    super.init()
  }

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    scores
      .subscribe(onNext: { [store] score in store.save(score: score) })
      .disposeOnStop(self)
  }
}

/// An interactor that starts its worker; the worker then follows the interactor's activation.
final class ScoreKeeperInteractor: Interactor {
  private let scoreSavingWorker: Working

  init(scoreSavingWorker: Working) {
    self.scoreSavingWorker = scoreSavingWorker
    super.init()
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    scoreSavingWorker.start(self)
  }
}

/// Sends scores to a server.
protocol ScoreUploading: AnyObject {
  func upload(score: Int) async
}

/// Uploads each score in turn, for as long as its interactor is active, in a task that stops
/// with the worker.
final class ScoreUploadingWorker: Worker {
  private let scores: Observable<Int>
  private let uploader: ScoreUploading
  /// The task of the current run, kept so that tests can await it.
  private(set) var uploading: Task<Void, any Error>?

  init(scores: Observable<Int>, uploader: ScoreUploading) {
    self.scores = scores
    self.uploader = uploader
    super.init()
  }

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    // Subscribed now rather than when the task starts, so no score sent meanwhile is missed.
    let newScores = scores.values
    uploading = throwingTaskOnStop { [uploader] in
      for try await score in newScores {
        await uploader.upload(score: score)
      }
    }
  }
}
