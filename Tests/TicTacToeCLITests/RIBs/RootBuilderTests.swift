import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// The real RIBs, as RootBuilder builds them, wired through their components: the spec's flows
/// from the outside, with the tree, the screens and the leaks checked at each step.
///
/// Each test has a RIB environment (`.ribEnvironment`): the routers' leak expectations go to its
/// virtual detector, and a leak or a misuse report fails the test that caused it.
@MainActor
@Suite(.ribEnvironment) struct RootBuilderTests {
  let host = LaunchHostMock()
  let rootRouter: LaunchRouting & RootRouting

  init() {
    rootRouter = RootBuilder(dependency: AppComponent(coinSeed: 7)).build().launchRouter
    rootRouter.launch(from: host)
  }

  /// Root's view, as the terminal shows it.
  private var rootScreen: RootViewController? { host.rootViewControllable as? RootViewController }

  /// Types `lines` on the screen on top, as the terminal app does.
  private func enter(_ lines: String...) {
    for line in lines { _ = rootScreen?.handle(input(line)) }
  }

  private var screenText: String { rootScreen?.render(style: .plain) ?? "" }

  private let player1WinsTopRow = ["1 1", "2 1", "1 2", "2 2", "1 3"]

  @Test func launchShowsLoggedOut() {
    #expect(host.rootViewControllable === rootRouter.viewControllable)
    #expect(rootScreen?.topScreen is LoggedOutViewController)
    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── LoggedOutRouter (active)
        """)
  }

  @Test func loginReplacesLoggedOutWithLoggedInOffGameAndScoreBoard() {
    assertSubtreeDeallocated(rootRouter.children[0]) { _ in
      enter("  Ann ", "")
    }

    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── LoggedInRouter (active, view-less)
            └── OffGameRouter (active)
                └── ScoreBoardRouter (active)
        """)
    #expect(rootScreen?.topScreen is OffGameViewController)
    #expect(screenText.hasPrefix("Tic Tac Toe  Ann vs Player 2"))
    #expect(screenText.contains("Score: Ann 0 – 0 Player 2"))
  }

  @Test func aWonGameCountsAndOffGameComesBack() {
    enter("Ann", "Bob", "play 1")
    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── LoggedInRouter (active, view-less)
            └── TicTacToeRouter (active)
        """)
    #expect(screenText.hasPrefix("Tic Tac Toe  Ann (X) vs Bob (O)"))

    for move in player1WinsTopRow { enter(move) }
    #expect(screenText.hasSuffix("Ann won!"))
    // Still the game: LoggedIn hears of the end once the announcement is closed.
    #expect(rootScreen?.topScreen is TicTacToeViewController)

    assertSubtreeDeallocated(rootRouter.children[0].children[0]) { _ in
      enter("")
    }
    #expect(rootScreen?.topScreen is OffGameViewController)
    #expect(screenText.contains("Score: Ann 1 – 0 Bob"))
  }

  @Test func aDrawDoesNotCount() {
    enter("Ann", "Bob", "1", "1 1", "1 2", "1 3", "2 2", "2 1", "3 1", "3 2", "2 3", "3 3")
    #expect(screenText.hasSuffix("It's a draw!"))

    enter("")

    #expect(screenText.contains("Score: Ann 0 – 0 Bob"))
  }

  @Test func randomWinPlaysWithTheSeededCoin() {
    var coin = SeededCoin(seed: 7)
    let winners = (0..<3).map { _ in coin.flip() == .player1 ? "Ann" : "Bob" }
    enter("Ann", "Bob")

    for winner in winners {
      enter("2")
      #expect(rootScreen?.topScreen is RandomWinViewController)
      enter("")
      #expect(screenText.hasSuffix("The coin has spoken: \(winner) won!"))
      enter("")
    }

    let ann = winners.filter { $0 == "Ann" }.count
    #expect(screenText.contains("Score: Ann \(ann) – \(3 - ann) Bob"))
  }

  @Test func logoutBringsLoggedOutBackAndReleasesLoggedIn() {
    enter("Ann", "Bob")

    assertSubtreeDeallocated(rootRouter.children[0]) { _ in
      enter("logout")
    }

    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── LoggedOutRouter (active)
        """)
    #expect(rootScreen?.topScreen is LoggedOutViewController)
  }

  @Test func logoutLeavesNoViewOfLoggedInShown() {
    enter("Ann", "Bob")
    // The views are kept here on purpose, to ask them whether they are still shown.
    let views = subtreeViews(of: rootRouter.children[0])
    #expect(views.count == 2)  // OffGame's and ScoreBoard's
    #expect(views.allSatisfy { $0.isShown })

    enter("logout")

    for view in views {
      #expect(!view.isShown, "\(type(of: view)) is still shown after logout")
    }
  }

  @Test func aNewLoginStartsFromZero() {
    enter("Ann", "Bob", "1")
    for move in player1WinsTopRow { enter(move) }
    enter("")
    #expect(screenText.contains("Score: Ann 1 – 0 Bob"))

    enter("logout", "Ann", "Bob")

    #expect(screenText.contains("Score: Ann 0 – 0 Bob"))
  }

  @Test func theDeepLinkStartsTheGameRightAfterLogin() throws {
    let rootItem = try #require(rootRouter.interactable as? RootActionableItem)
    let subscription = LaunchGameWorkflow(gameId: "randomwin").subscribe(rootItem)
    defer { subscription.dispose() }
    #expect(rootScreen?.topScreen is LoggedOutViewController)

    enter("Ann", "Bob")

    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── LoggedInRouter (active, view-less)
            └── RandomWinRouter (active)
        """)
    #expect(rootScreen?.topScreen is RandomWinViewController)
  }

  @Test func theWholeTreeIsReleasedWithItsRouter() {
    do {
      let root = RootBuilder(dependency: AppComponent(coinSeed: 1)).build().launchRouter
      root.launch(from: LaunchHostMock())
      _ = root.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")
      // Checked when the test ends: every router, interactor and view of the tree is gone.
      RIBTestEnvironment.current?.trackSubtree(of: root)
    }
  }
}

/// The views of every router of `router`'s subtree, as screens.
@MainActor
private func subtreeViews(of router: any Routing) -> [any TerminalScreen] {
  var views: [any TerminalScreen] = []
  var pending = [router]
  while let next = pending.popLast() {
    if let screen = (next as? any ViewableRouting)?.viewControllable as? any TerminalScreen {
      views.append(screen)
    }
    pending += next.children
  }
  return views
}
