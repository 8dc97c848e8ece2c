import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// LoggedIn's router: OffGame or one game at a time, presented on the view it borrows from Root.
@MainActor
@Suite(.ribEnvironment) struct LoggedInRouterTests {
  let interactor = LoggedInInteractableMock()
  let viewController = LoggedInViewControllableMock()
  let offGameBuilder = OffGameBuildableMock()
  let gameBuilder = GameBuildableMock()
  let router: LoggedInRouter

  init() {
    // Each build returns a new OffGame (or game) router, as a real builder does; the test
    // keeps none of them, so a detached one can be checked for deallocation.
    offGameBuilder.buildHandler = { _ in
      OffGameRoutingMock(interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }
    gameBuilder.buildHandler = { _ in
      ViewableRoutingMock(
        interactable: InteractableMock(), viewControllable: ViewControllableMock())
    }
    router = LoggedInRouter(
      interactor: interactor, viewController: viewController, offGameBuilder: offGameBuilder)
  }

  private var game: Game { Game(description: GameCatalog.ticTacToe, builder: gameBuilder) }

  /// Attaches LoggedIn as Root does: its interactor active, then loaded.
  private func attach() {
    interactor.activate()
    router.load()
  }

  @Test func isTheRouterOfItsInteractor() {
    #expect(interactor.router === router)
  }

  @Test func loadAttachesOffGameAndPresentsItsView() {
    attach()

    #expect(offGameBuilder.buildCallCount == 1)
    #expect(offGameBuilder.buildFunction.argValues.first === interactor)
    let offGame = router.children.first as? OffGameRoutingMock
    #expect(offGame?.loadCallCount == 1)
    #expect(viewController.presentFunction.callCount == 1)
    #expect(viewController.presentFunction.argValues.first === offGame?.viewControllable)
    assertRouterTree(
      router,
      matches: """
        LoggedInRouter (active, view-less)
        └── OffGameRoutingMock (active)
        """)
  }

  @Test func routeToGameReplacesOffGameWithTheGame() throws {
    attach()
    let offGame = try #require(router.children.first as? ViewableRouting)

    router.routeToGame(game)

    #expect(!offGame.interactable.isActive)
    #expect(viewController.dismissFunction.argValues.count == 1)
    #expect(viewController.dismissFunction.argValues.first === offGame.viewControllable)
    #expect(gameBuilder.buildCallCount == 1)
    #expect(gameBuilder.buildFunction.argValues.first === interactor)
    let gameRouter = try #require(router.children.first as? ViewableRoutingMock)
    #expect(gameRouter.loadCallCount == 1)
    #expect(viewController.presentFunction.argValues.last === gameRouter.viewControllable)
    assertRouterTree(
      router,
      matches: """
        LoggedInRouter (active, view-less)
        └── ViewableRoutingMock (active)
        """)
  }

  @Test func routeToOffGameAfterAGameBringsANewOffGameBack() throws {
    attach()
    router.routeToGame(game)
    let gameRouter = try #require(router.children.first as? ViewableRouting)

    router.routeToOffGame()

    #expect(!gameRouter.interactable.isActive)
    #expect(viewController.dismissFunction.argValues.last === gameRouter.viewControllable)
    #expect(offGameBuilder.buildCallCount == 2)
    let offGame = try #require(router.children.first as? OffGameRoutingMock)
    #expect(viewController.presentFunction.argValues.last === offGame.viewControllable)
    #expect(viewController.presentFunction.callCount == 3)
    #expect(viewController.dismissFunction.callCount == 2)
    assertRouterTree(
      router,
      matches: """
        LoggedInRouter (active, view-less)
        └── OffGameRoutingMock (active)
        """)
  }

  @Test func aReplacedChildIsReleased() {
    attach()
    // The router and interactor only: the view mock keeps every view it was shown.
    func currentChild() -> [AnyObject] { [router.children[0], router.children[0].interactable] }

    assertDeallocated(currentChild()) { router.routeToGame(game) }
    assertDeallocated(currentChild()) { router.routeToOffGame() }
  }

  @Test func cleanupViewsDismissesWhatItPresented() throws {
    attach()
    router.routeToGame(game)
    let gameRouter = try #require(router.children.first as? ViewableRouting)
    let dismissals = viewController.dismissFunction.callCount

    router.cleanupViews()

    #expect(viewController.dismissFunction.callCount == dismissals + 1)
    #expect(viewController.dismissFunction.argValues.last === gameRouter.viewControllable)
    // Only the views: the children go with LoggedIn itself.
    #expect(router.children.count == 1)
  }

  @Test func cleanupViewsBeforeLoadingDismissesNothing() {
    router.cleanupViews()

    #expect(viewController.dismissFunction.callCount == 0)
  }
}
