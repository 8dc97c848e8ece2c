// Mocks of the LoggedIn RIB's protocols, and of the score stream it owns.

import RIBCore
import RIBStreams
import RIBTesting

@testable import TicTacToeCLI

final class LoggedInBuildableMock: LoggedInBuildable {
  typealias Built = (router: LoggedInRouting, actionableItem: LoggedInActionableItem)

  let buildFunction = MockFunction<LoggedInListener, String, String, Built>(
    "LoggedInBuildableMock.build",
    fallback: (LoggedInRoutingMock(interactable: InteractableMock()), LoggedInActionableItemMock()))
  var buildHandler: ((LoggedInListener, String, String) -> Built)? {
    get { buildFunction.handler }
    set { buildFunction.handler = newValue }
  }
  var buildCallCount: Int { buildFunction.callCount }

  func build(
    withListener listener: LoggedInListener, player1Name: String, player2Name: String
  )
    -> Built
  {
    buildFunction.call(listener, player1Name, player2Name)
  }
}

final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {
  let routeToOffGameFunction = MockFunction<Void>("LoggedInRoutingMock.routeToOffGame")
  let routeToGameFunction = MockFunction<Game, Void>("LoggedInRoutingMock.routeToGame")
  let cleanupViewsFunction = MockFunction<Void>("LoggedInRoutingMock.cleanupViews")
  var cleanupViewsCallCount: Int { cleanupViewsFunction.callCount }

  func routeToOffGame() { routeToOffGameFunction.call() }
  func routeToGame(_ game: Game) { routeToGameFunction.call(game) }
  func cleanupViews() { cleanupViewsFunction.call() }
}

final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
  weak var router: LoggedInRouting?
  weak var listener: LoggedInListener?

  let startGameFunction = MockFunction<String, Void>("LoggedInInteractableMock.startGame")
  let logOutFunction = MockFunction<Void>("LoggedInInteractableMock.logOut")
  let gameDidEndFunction = MockFunction<PlayerType?, Void>("LoggedInInteractableMock.gameDidEnd")

  func startGame(withId id: String) { startGameFunction.call(id) }
  func logOut() { logOutFunction.call() }
  func gameDidEnd(withWinner winner: PlayerType?) { gameDidEndFunction.call(winner) }
}

final class LoggedInListenerMock: LoggedInListener {
  let didLogOutFunction = MockFunction<Void>("LoggedInListenerMock.didLogOut")

  func didLogOut() { didLogOutFunction.call() }
}

final class LoggedInViewControllableMock: ViewControllableMock, LoggedInViewControllable {
  let presentFunction = MockFunction<ViewControllable, Void>(
    "LoggedInViewControllableMock.present")
  let dismissFunction = MockFunction<ViewControllable, Void>(
    "LoggedInViewControllableMock.dismiss")

  func present(viewController: ViewControllable) { presentFunction.call(viewController) }
  func dismiss(viewController: ViewControllable) { dismissFunction.call(viewController) }
}

/// Without a handler, `launchGame` goes on at once with this item, as LoggedIn's does.
final class LoggedInActionableItemMock: LoggedInActionableItem {
  let launchGameFunction = MockFunction<String?, Observable<(LoggedInActionableItem, Void)>>(
    "LoggedInActionableItemMock.launchGame", default: .empty())

  func launchGame(with gameId: String?) -> Observable<(LoggedInActionableItem, Void)> {
    launchGameFunction.callIfHandled(gameId) ?? .just((self, ()))
  }
}

/// A score stream the test drives: `scoreSubject` is what readers see.
final class ScoreStreamMock: MutableScoreStream {
  let scoreSubject = PublishSubject<Score>()
  let updateScoreFunction = MockFunction<PlayerType, Void>("ScoreStreamMock.updateScore")

  var score: Observable<Score> { scoreSubject.asObservable() }

  func updateScore(withWinner winner: PlayerType) { updateScoreFunction.call(winner) }
}
