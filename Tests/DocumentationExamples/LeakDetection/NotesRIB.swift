// The code of the Leak detection guide: two RIBs with the two common leaks.

import RIBCore
import RIBStreams

// MARK: - A subscription that outlives its RIB

/// Shows the latest score, but forgets to end its subscription when it is detached.
final class ScoreLineInteractor: Interactor {
  private let scores: Observable<Int>
  private(set) var latestScore: Int?

  init(scores: Observable<Int>) {
    self.scores = scores
    super.init()
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    // The leak: without `.disposeOnDeactivate(interactor: self)`, the subscription lives as
    // long as the stream, and its closure holds the interactor.
    _ = scores.subscribe(onNext: { score in
      self.latestScore = score
    })
  }
}

final class ScoreLineRouter: Router<ScoreLineInteractor> {}

// MARK: - An interactor that holds its router

protocol NotesRouting: Routing {}

protocol NotesInteractable: Interactable {
  var router: NotesRouting? { get set }
}

final class NotesInteractor: Interactor, NotesInteractable {
  var router: NotesRouting?  // The leak: this must be `weak var`.
}

final class NotesRouter: Router<NotesInteractable>, NotesRouting {
  override init(interactor: NotesInteractable) {
    super.init(interactor: interactor)
    interactor.router = self  // The router holds the interactor, and now the reverse too.
  }
}
