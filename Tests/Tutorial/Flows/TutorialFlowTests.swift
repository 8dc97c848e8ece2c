// The RIBs iOS tutorial 3 (TicTacToe), in `../RIBs`, compiled and tested in four build settings
// (Tests/TutorialTargets, see Package.swift). The port changed only:
// - `import RIBs` / `RxSwift` / `RxCocoa` → `import RIBCore` / `RIBStreams`;
// - the UIKit view controllers became plain classes with the same protocols and methods, plus
//   stand-ins for their controls (`tapLoginButton()`, `tapCell(atRow:col:)`, …) so tests can
//   drive them; `UIWindow` became a `LaunchHost` (`Window`), and `AppDelegate` lost UIKit but
//   keeps the `@MainActor` that `UIApplicationDelegate` gave it;
// - the listener protocols of LoggedOut, OffGame and TicTacToe sit in `…Listeners.swift`
//   files, so that the plain Swift 6 build can swap in its one documented edit;
// - formatting, to the package's style.
//
// Swift 5 mode, default main-actor isolation and the approachable-concurrency features need no
// other edit; plain Swift 6 needs `@MainActor` on the six listener protocols with requirements.

import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// A launched TicTacToe app, with its own leak detector on a virtual clock.
///
/// Every RIB is built with that detector in force, so leak checks run only when a test
/// advances the clock. When the test ends, the app terminates: the root deactivates, which
/// ends every subscription (OffGame's score subscription holds its interactor, as in the
/// tutorial, until it deactivates).
@MainActor
private final class LaunchedApp {
  let window = Window()
  let launchRouter: LaunchRouting
  let clock = VirtualLeakDetectionScheduler()
  let diagnostics = DiagnosticsCollector()
  let leakDetector: LeakDetector

  init() {
    let detector = LeakDetector(scheduler: clock, isEnabled: true)
    leakDetector = detector
    launchRouter = LeakDetector.withInstance(detector) {
      RootBuilder(dependency: AppComponent()).build()
    }
    launchRouter.launch(from: window)
  }

  isolated deinit {
    launchRouter.interactable.deactivate()
  }

  var rootViewController: RootViewController? {
    window.rootViewController as? RootViewController
  }

  var presented: ViewControllable? { rootViewController?.presentedViewController }

  func login(_ player1: String?, _ player2: String?) {
    let loggedOut = presented as? LoggedOutViewController
    loggedOut?.player1Field = player1
    loggedOut?.player2Field = player2
    inScope { loggedOut?.tapLoginButton() }
  }

  /// Starts a game and plays `moves` (row, column) alternately from player 1; returns the
  /// game's view.
  @discardableResult
  func play(_ moves: [(Int, Int)]) -> TicTacToeViewController? {
    inScope { (presented as? OffGameViewController)?.tapStartButton() }
    let game = presented as? TicTacToeViewController
    for (row, col) in moves { game?.tapCell(atRow: row, col: col) }
    return game
  }

  /// Closes the game's "… Won!" alert.
  func closeGame(_ game: TicTacToeViewController?) {
    inScope { game?.tapCloseGame() }
  }

  /// Runs the leak checks that are due; returns what they reported.
  func leaks() -> [Diagnostic.Kind] {
    diagnostics.collect { clock.advance(by: .seconds(10)) }
    return diagnostics.kinds
  }

  /// Runs `action` (which may build RIBs) with this app's leak detector in force.
  private func inScope(_ action: () -> Void) {
    LeakDetector.withInstance(leakDetector, operation: action)
  }
}

/// Player 1 takes the top row.
private let player1Wins = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]
/// Player 2 takes the middle column.
private let player2Wins = [(0, 0), (0, 1), (2, 0), (1, 1), (2, 2), (2, 1)]

@MainActor
@Suite struct TutorialFlowTests {
  @Test func launchShowsTheLoggedOutScreen() {
    let app = LaunchedApp()

    #expect(app.rootViewController != nil)
    #expect(app.presented is LoggedOutViewController)
    #expect(
      app.launchRouter.treeDescription() == """
        RootRouter (active)
        └── LoggedOutRouter (active)
        """)
  }

  @Test func theAppDelegateLaunchesTheTreeInItsWindow() {
    let appDelegate = AppDelegate()

    let launched = appDelegate.application(didFinishLaunchingWithOptions: nil)

    #expect(launched)
    let root = appDelegate.window?.rootViewController as? RootViewController
    #expect(root?.presentedViewController is LoggedOutViewController)
  }

  @Test func loggingInAttachesTheViewlessLoggedInRIBWhichShowsOffGame() {
    let app = LaunchedApp()
    weak let loggedOutView = app.presented as? LoggedOutViewController

    app.login("Alice", "Bob")

    #expect(
      app.launchRouter.treeDescription() == """
        RootRouter (active)
        └── LoggedInRouter (active, view-less)
            └── OffGameRouter (active)
        """)
    let offGame = app.presented as? OffGameViewController
    #expect(offGame?.player1Label == "Alice (0)")
    #expect(offGame?.player2Label == "Bob (0)")
    #expect(loggedOutView == nil)
  }

  @Test func emptyNamesDefaultToPlayer1AndPlayer2() {
    let app = LaunchedApp()

    app.login("", nil)

    let offGame = app.presented as? OffGameViewController
    #expect(offGame?.player1Label == "Player 1 (0)")
    #expect(offGame?.player2Label == "Player 2 (0)")
  }

  @Test func startingAGameShowsTheBoard() {
    let app = LaunchedApp()
    app.login("Alice", "Bob")

    let game = app.play([(1, 1), (0, 0)])

    #expect(
      app.launchRouter.treeDescription() == """
        RootRouter (active)
        └── LoggedInRouter (active, view-less)
            └── TicTacToeRouter (active)
        """)
    #expect(game?.cells[1][1] == .player1)
    #expect(game?.cells[0][0] == .player2)
    #expect(game?.alertTitle == nil)
  }

  @Test func aWinIsAnnouncedAndCountedOnTheScoreStream() {
    let app = LaunchedApp()
    app.login("Alice", "Bob")

    let game = app.play(player1Wins)
    #expect(game?.alertTitle == "Alice Won!")
    app.closeGame(game)

    let offGame = app.presented as? OffGameViewController
    #expect(offGame?.player1Label == "Alice (1)")
    #expect(offGame?.player2Label == "Bob (0)")
    #expect(
      app.launchRouter.snapshot().children.first?.children.map(\.typeName) == ["OffGameRouter"])

    app.closeGame(app.play(player2Wins))

    let nextOffGame = app.presented as? OffGameViewController
    #expect(nextOffGame?.player1Label == "Alice (1)")
    #expect(nextOffGame?.player2Label == "Bob (1)")
  }

  @Test func detachedRIBsAreDeallocatedAndNothingLeaks() {
    let app = LaunchedApp()
    app.login("Alice", "Bob")
    weak let firstOffGame = app.presented as? OffGameViewController
    weak var game: TicTacToeViewController?

    game = app.play(player1Wins)
    app.closeGame(game)

    #expect(firstOffGame == nil)
    #expect(game == nil)
    // LoggedOut, the first OffGame and the TicTacToe RIB are gone; their routers registered
    // their interactors and views with the app's detector, and none of them leaks.
    #expect(app.leakDetector.pendingExpectationCount > 0)
    #expect(app.leaks() == [])
  }

  @Test func terminatingTheAppReleasesTheWholeTree() {
    let clock: VirtualLeakDetectionScheduler
    let detector: LeakDetector
    let diagnostics: DiagnosticsCollector
    weak var weakRoot: RootViewController?
    weak var weakOffGame: OffGameViewController?

    do {
      let app = LaunchedApp()
      app.login("Alice", "Bob")
      weakRoot = app.rootViewController
      weakOffGame = app.presented as? OffGameViewController
      (clock, detector, diagnostics) = (app.clock, app.leakDetector, app.diagnostics)
    }

    #expect(weakRoot == nil)
    #expect(weakOffGame == nil)
    #expect(detector.pendingExpectationCount > 0)
    diagnostics.collect { clock.advance(by: .seconds(10)) }
    #expect(diagnostics.kinds == [])
  }

  @Test func theScoreStreamCountsWinsAndEmitsOnlyChanges() {
    let stream: MutableScoreStream = ScoreStreamImpl()
    var scores: [String] = []
    let subscription = stream.score.subscribe(onNext: { score in
      scores.append("\(score.player1Score)-\(score.player2Score)")
    })
    defer { subscription.dispose() }

    stream.updateScore(withWinner: .player1)
    stream.updateScore(withWinner: .player2)
    stream.updateScore(withWinner: .player1)

    #expect(scores == ["0-0", "1-0", "1-1", "2-1"])
    var late: [String] = []
    let lateSubscription = stream.score.subscribe(onNext: { score in
      late.append("\(score.player1Score)-\(score.player2Score)")
    })
    lateSubscription.dispose()
    #expect(late == ["2-1"])
  }

  @Test func aDrawDoesNotEndTheGame() {
    let app = LaunchedApp()
    app.login("Alice", "Bob")

    // X O X / X O O / O X X: a full board, no line.
    let game = app.play([(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)])

    #expect(game?.alertTitle == nil)
    #expect(app.presented === game)
  }
}
