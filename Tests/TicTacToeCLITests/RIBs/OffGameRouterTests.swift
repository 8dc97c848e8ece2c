import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// OffGame's router: it always has a ScoreBoard, attached when it loads.
@MainActor
@Suite(.ribEnvironment) struct OffGameRouterTests {
  let interactor = OffGameInteractableMock()
  let viewController = OffGameViewControllableMock()
  let scoreBoardBuilder = ScoreBoardBuildableMock()
  let router: OffGameRouter

  init() {
    router = OffGameRouter(
      interactor: interactor, viewController: viewController,
      scoreBoardBuilder: scoreBoardBuilder)
  }

  @Test func isTheRouterOfItsInteractor() {
    #expect(interactor.router === router)
  }

  @Test func loadAttachesScoreBoardAndShowsItsView() {
    let scoreBoard = ScoreBoardRoutingMock(
      interactable: InteractableMock(), viewControllable: ViewControllableMock())
    var assignedListener: ScoreBoardListener?
    scoreBoardBuilder.buildHandler = { listener in
      assignedListener = listener
      return scoreBoard
    }
    #expect(scoreBoard.loadCallCount == 0)

    interactor.activate()
    router.load()

    #expect(assignedListener === interactor)
    #expect(scoreBoardBuilder.buildCallCount == 1)
    #expect(scoreBoard.loadCallCount == 1)
    #expect(viewController.showFunction.callCount == 1)
    #expect(viewController.showFunction.argValues.first === scoreBoard.viewControllable)
    assertRouterTree(
      router,
      matches: """
        OffGameRouter (active)
        └── ScoreBoardRoutingMock (active)
        """)
  }
}
