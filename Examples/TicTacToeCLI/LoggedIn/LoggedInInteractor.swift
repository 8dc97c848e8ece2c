import RIBCore
import RIBStreams

/// What LoggedIn's interactor asks of its router.
protocol LoggedInRouting: Routing {
  func routeToOffGame()
  func routeToGame(_ game: Game)
  func cleanupViews()
}

/// What LoggedIn tells Root.
protocol LoggedInListener: AnyObject {
  func didLogOut()
}

/// LoggedIn's business logic: which game runs, the score, logging out.
final class LoggedInInteractor: Interactor, LoggedInInteractable, LoggedInActionableItem {
  weak var router: LoggedInRouting?
  weak var listener: LoggedInListener?

  private let mutableScoreStream: MutableScoreStream
  let games: [Game]

  init(mutableScoreStream: MutableScoreStream, games: [Game]) {
    self.mutableScoreStream = mutableScoreStream
    self.games = games
    super.init()
  }

  override func willResignActive() {
    super.willResignActive()
    // A view-less RIB presented its children's views on its parent's view; it must take them
    // away itself when it goes, or they would stay on screen after it was detached.
    router?.cleanupViews()
  }

  // MARK: - OffGameListener

  func startGame(withId id: String) {
    guard let game = games.first(where: { $0.id == id }) else { return }
    router?.routeToGame(game)
  }

  func logOut() {
    listener?.didLogOut()
  }

  // MARK: - GameListener

  func gameDidEnd(withWinner winner: PlayerType?) {
    if let winner {
      mutableScoreStream.updateScore(withWinner: winner)
    }
    router?.routeToOffGame()
  }

  // MARK: - LoggedInActionableItem

  func launchGame(with gameId: String?) -> Observable<(LoggedInActionableItem, Void)> {
    if let game = games.first(where: { $0.id == gameId }) {
      router?.routeToGame(game)
    }
    return .just((self, ()))
  }
}
