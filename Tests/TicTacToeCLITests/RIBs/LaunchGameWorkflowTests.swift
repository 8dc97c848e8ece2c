import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// The deep link's workflow (tutorial 4): wait for login, then launch the game.
@MainActor
@Suite(.ribEnvironment) struct LaunchGameWorkflowTests {
  let rootItem = RootActionableItemMock()
  let loggedInItem = LoggedInActionableItemMock()

  @Test func waitsForLoginThenLaunchesTheGame() {
    let subscription = LaunchGameWorkflow(gameId: "tictactoe").subscribe(rootItem)
    defer { subscription.dispose() }
    #expect(rootItem.waitForLoginFunction.callCount == 1)
    #expect(loggedInItem.launchGameFunction.callCount == 0)

    rootItem.loginSubject.onNext((loggedInItem, ()))

    #expect(loggedInItem.launchGameFunction.argValues == ["tictactoe"])
  }

  @Test func launchesOnceEvenIfPlayersLogInAgain() {
    let subscription = LaunchGameWorkflow(gameId: "randomwin").subscribe(rootItem)
    defer { subscription.dispose() }

    rootItem.loginSubject.onNext((loggedInItem, ()))
    let nextLogin = LoggedInActionableItemMock()
    rootItem.loginSubject.onNext((nextLogin, ()))

    #expect(loggedInItem.launchGameFunction.argValues == ["randomwin"])
    #expect(nextLogin.launchGameFunction.callCount == 0)
  }

  @Test func disposedBeforeLoginItLaunchesNothing() {
    let subscription = LaunchGameWorkflow(gameId: "tictactoe").subscribe(rootItem)

    subscription.dispose()
    rootItem.loginSubject.onNext((loggedInItem, ()))

    #expect(loggedInItem.launchGameFunction.callCount == 0)
  }

  @Test func withTheRealInteractorsItWaitsForRootAndLoggedInToBeActive() {
    let rootInteractor = RootInteractor(presenter: RootPresentableMock())
    let rootRouter = RootRoutingMock(interactable: rootInteractor)
    rootInteractor.router = rootRouter
    let loggedInRouter = LoggedInRoutingMock(interactable: InteractableMock())
    let loggedInInteractor = LoggedInInteractor(
      mutableScoreStream: ScoreStreamMock(),
      games: [Game(description: GameCatalog.ticTacToe, builder: GameBuildableMock())])
    loggedInInteractor.router = loggedInRouter
    rootRouter.routeToLoggedInFunction.handler = { _, _ in loggedInInteractor }

    let subscription = LaunchGameWorkflow(gameId: "tictactoe").subscribe(rootInteractor)
    defer { subscription.dispose() }

    // Root is not active yet (not launched): nothing happens even after a login.
    rootInteractor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")
    #expect(loggedInRouter.routeToGameFunction.callCount == 0)

    // Root active: LoggedIn is known, but not active yet (not attached).
    rootInteractor.activate()
    #expect(loggedInRouter.routeToGameFunction.callCount == 0)

    loggedInInteractor.activate()
    #expect(loggedInRouter.routeToGameFunction.argValues.map(\.id) == ["tictactoe"])
  }
}
