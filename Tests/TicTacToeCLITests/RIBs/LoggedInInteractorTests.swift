import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// LoggedIn's interactor: which game runs, the score, logging out, and the deep link's step.
@MainActor
@Suite(.ribEnvironment) struct LoggedInInteractorTests {
  let scoreStream = ScoreStreamMock()
  let ticTacToeBuilder = GameBuildableMock()
  let randomWinBuilder = GameBuildableMock()
  let router = LoggedInRoutingMock(interactable: InteractableMock())
  let listener = LoggedInListenerMock()
  let interactor: LoggedInInteractor

  init() {
    interactor = LoggedInInteractor(
      mutableScoreStream: scoreStream,
      games: [
        Game(description: GameCatalog.ticTacToe, builder: ticTacToeBuilder),
        Game(description: GameCatalog.randomWin, builder: randomWinBuilder),
      ])
    interactor.router = router
    interactor.listener = listener
  }

  private var routedGames: [Game] { router.routeToGameFunction.argValues }

  @Test(arguments: [("tictactoe", 0), ("randomwin", 1)])
  func startGameRoutesToThatGame(id: String, index: Int) {
    interactor.startGame(withId: id)

    #expect(routedGames.map(\.id) == [id])
    #expect(routedGames.first?.builder === interactor.games[index].builder)
    #expect(router.routeToOffGameFunction.callCount == 0)
  }

  @Test func startGameWithAnUnknownIdDoesNothing() {
    interactor.startGame(withId: "chess")

    #expect(router.routeToGameFunction.callCount == 0)
  }

  @Test func logOutTellsTheListener() {
    interactor.logOut()

    #expect(listener.didLogOutFunction.callCount == 1)
    #expect(router.routeToOffGameFunction.callCount == 0)
  }

  @Test(arguments: PlayerType.allCases)
  func aWinCountsForTheWinnerThenOffGameComesBack(winner: PlayerType) {
    var log: [String] = []
    scoreStream.updateScoreFunction.handler = { log.append("score \($0)") }
    router.routeToOffGameFunction.handler = { log.append("offGame") }

    interactor.gameDidEnd(withWinner: winner)

    #expect(scoreStream.updateScoreFunction.argValues == [winner])
    // The score is up to date by the time OffGame's score board reads it.
    #expect(log == ["score \(winner)", "offGame"])
  }

  @Test func aDrawLeavesTheScoreAndOffGameComesBack() {
    interactor.gameDidEnd(withWinner: nil)

    #expect(scoreStream.updateScoreFunction.callCount == 0)
    #expect(router.routeToOffGameFunction.callCount == 1)
  }

  @Test func aWinIsCountedOnTheRealScoreStream() {
    let scoreStream = ScoreStreamImpl()
    let interactor = LoggedInInteractor(mutableScoreStream: scoreStream, games: [])
    let score = scoreStream.score.record()

    interactor.gameDidEnd(withWinner: .player2)
    interactor.gameDidEnd(withWinner: nil)
    interactor.gameDidEnd(withWinner: .player2)

    #expect(
      score.values == [
        .zero, Score(player1Score: 0, player2Score: 1), Score(player1Score: 0, player2Score: 2),
      ])
  }

  @Test func resigningActiveCleansUpTheViews() {
    interactor.activate()
    #expect(router.cleanupViewsCallCount == 0)

    interactor.deactivate()

    #expect(router.cleanupViewsCallCount == 1)
  }

  @Test func launchGameRoutesToThatGameAndGoesOn() {
    let steps = interactor.launchGame(with: "randomwin").record()

    #expect(routedGames.map(\.id) == ["randomwin"])
    #expect(steps.values.count == 1)
    #expect(steps.values.first?.0 === interactor)
    #expect(steps.isCompleted)
  }

  @Test(arguments: [nil, "", "chess"] as [String?])
  func launchGameWithAnUnknownIdGoesOnWithoutAGame(id: String?) {
    let steps = interactor.launchGame(with: id).record()

    #expect(router.routeToGameFunction.callCount == 0)
    #expect(steps.values.count == 1)
    #expect(steps.isCompleted)
  }
}
