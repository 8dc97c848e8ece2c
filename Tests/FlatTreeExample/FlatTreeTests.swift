import RIBCore
import RIBTesting
import Testing

/// The flat tree: Root swaps LoggedOut for OffGame, which owns the session's score.
/// Each test runs in a RIB environment: its own leak detector on a virtual clock, so a slow
/// machine cannot turn a live test fixture into a leak report.
@Suite(.ribEnvironment) struct FlatTreeTests {
  private let window = LaunchHostMock()

  private func launch() throws -> (LaunchRouting, RootViewController) {
    let root = RootBuilder(dependency: AppComponent()).build()
    root.launch(from: window)
    return (root, try #require(root.viewControllable as? RootViewController))
  }

  @Test func loggingInSwapsLoggedOutForOffGameWithTheNamesAsBuildArguments() throws {
    let (root, view) = try launch()
    let loggedOut = try #require(view.presentedViewController as? LoggedOutViewController)
    loggedOut.player1Field = "Ann"
    loggedOut.tapEnter()

    let offGame = try #require(view.presentedViewController as? OffGameViewController)
    #expect(offGame.player1Name == "Ann")
    #expect(offGame.player2Name == "Player 2")
    #expect(offGame.scoreText == "Ann 0 : 0 Player 2")
    assertRouterTree(
      root,
      matches: """
        RootRouter (active)
        └── OffGameRouter (active)
        """)
    root.interactable.deactivate()
  }

  @Test func theScoreLivesInOffGamesComponent() throws {
    let (root, view) = try launch()
    try #require(view.presentedViewController as? LoggedOutViewController)?.tapEnter()
    let offGame = try #require(view.presentedViewController as? OffGameViewController)

    offGame.gameEnded(player1Won: true)
    offGame.gameEnded(player1Won: false)
    offGame.gameEnded(player1Won: true)

    #expect(offGame.scoreText == "Player 1 2 : 1 Player 2")
    root.interactable.deactivate()
  }

  @Test func eachOffGameStartsItsOwnScore() throws {
    let builder = OffGameBuilder(dependency: RootComponent(dependency: AppComponent()))
    let listener = OffGameListenerStub()
    let first = builder.build(withListener: listener, player1Name: "A", player2Name: "B")
    let second = builder.build(withListener: listener, player1Name: "A", player2Name: "B")
    first.interactable.activate()
    second.interactable.activate()
    let firstView = try #require(first.viewControllable as? OffGameViewController)
    let secondView = try #require(second.viewControllable as? OffGameViewController)

    firstView.gameEnded(player1Won: true)

    #expect(firstView.scoreText == "A 1 : 0 B")
    #expect(secondView.scoreText == "A 0 : 0 B", "a new OffGame, a new component, a new score")
    first.interactable.deactivate()
    second.interactable.deactivate()
  }
}

private final class OffGameListenerStub: OffGameListener {
  func startGame() {}
}
