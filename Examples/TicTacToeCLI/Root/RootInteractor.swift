import RIBCore
import RIBStreams

/// What the root interactor asks of its router.
protocol RootRouting: ViewableRouting {
  func routeToLoggedIn(
    withPlayer1Name player1Name: String, player2Name: String
  )
    -> LoggedInActionableItem
  func routeToLoggedOut()
}

/// What the root interactor asks of its view.
protocol RootPresentable: Presentable {
  var listener: RootPresentableListener? { get set }
}

/// What the root view tells its interactor. (The root screen has no input of its own.)
protocol RootPresentableListener: AnyObject {}

/// Root's business logic: it switches between logged out and logged in, on its children's
/// word (listener calls up, routing calls down).
final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable,
  RootPresentableListener
{
  weak var router: RootRouting?

  // The actionable item of the LoggedIn RIB while there is one, for the deep-link workflow.
  // Cleared on logout: holding on to it would keep the detached LoggedIn interactor alive.
  private let loggedInActionableItem = BehaviorRelay<LoggedInActionableItem?>(value: nil)

  override init(presenter: RootPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - LoggedOutListener

  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    guard let router else { return }
    loggedInActionableItem.accept(
      router.routeToLoggedIn(withPlayer1Name: player1Name, player2Name: player2Name))
  }

  // MARK: - LoggedInListener

  func didLogOut() {
    loggedInActionableItem.accept(nil)
    router?.routeToLoggedOut()
  }
}

// MARK: - UrlHandler

extension RootInteractor: UrlHandler {
  func handle(_ deepLink: DeepLink) {
    switch deepLink {
    case .launchGame(let gameID):
      // The workflow lives as long as this activation: a link that never completes (nobody
      // logs in) ends with the app instead of outliving the tree.
      LaunchGameWorkflow(gameId: gameID)
        .subscribe(self)
        .disposeOnDeactivate(interactor: self)
    }
  }
}

// MARK: - RootActionableItem

extension RootInteractor: RootActionableItem {
  func waitForLogin() -> Observable<(LoggedInActionableItem, Void)> {
    loggedInActionableItem.compactMap { $0 }.map { ($0, ()) }
  }
}
