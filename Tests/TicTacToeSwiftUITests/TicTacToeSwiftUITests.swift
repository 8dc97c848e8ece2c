import RIBCore
import RIBStreams
import RIBSwiftUI
import RIBTesting
import Testing

@testable import TicTacToeSwiftUI

/// The SwiftUI example's RIBs, built by its builders with the terminal app's interactors and
/// routers, driven as its buttons would drive them: each step sends what a button sends to a
/// view model's listener, then checks what the views would render and the RIB tree.
@MainActor
@Suite struct TicTacToeSwiftUITests {
  /// The app as `TicTacToeApp` launches it: the root RIB in the window's slot.
  @MainActor
  private struct LaunchedApp {
    let window = ViewSlot()
    let root: LaunchRouting & RootRouting

    init(coinSeed: UInt64 = 1) {
      root = RootBuilder(dependency: AppComponent(coinSeed: coinSeed)).build().launchRouter
      root.launch(from: window)
    }

    /// The view model of the screen the root shows, as its type.
    func shown<Model>(_ type: Model.Type) throws -> Model {
      let root = try #require(window.content?.viewControllable as? RootViewModel)
      return try #require(root.screen.content?.viewControllable as? Model)
    }

    /// Logs in from the login screen, the names typed as a text field would set them.
    func logIn() throws {
      let loggedOut = try shown(LoggedOutViewModel.self)
      loggedOut.player1Name = "Alice"
      loggedOut.player2Name = "Bob"
      loggedOut.listener?.login(
        withPlayer1Name: loggedOut.player1Name, player2Name: loggedOut.player2Name)
    }
  }

  /// What ScoreBoard's dependency provides, the score written by the test as LoggedIn would.
  @MainActor
  private final class ScoreBoardDependencyStub: Component<EmptyComponent>, ScoreBoardDependency {
    let player1Name = "Alice"
    let player2Name = "Bob"
    let scores = ScoreStreamImpl()
    var scoreStream: ScoreStream { scores }

    init() { super.init(dependency: EmptyComponent()) }
  }

  private final class ScoreBoardListenerStub: ScoreBoardListener {}

  @Test func theScoreBoardShowsTheScoreWhileActive() throws {
    let dependency = ScoreBoardDependencyStub()
    let listener = ScoreBoardListenerStub()
    let router = ScoreBoardBuilder(dependency: dependency).build(withListener: listener)
    let model = try #require(router.viewControllable as? ScoreBoardViewModel)
    let recorder = RenderRecorder { model.scoreText }
    #expect(recorder.latest == "Score: Alice 0 – 0 Bob")

    router.interactable.activate()
    router.load()
    // The score it subscribes to is 0–0 again: nothing the view reads changed.
    #expect(recorder.renderIfChanged() == nil)

    dependency.scores.updateScore(withWinner: .player2)
    #expect(recorder.renderIfChanged() == "Score: Alice 0 – 1 Bob")
    dependency.scores.updateScore(withWinner: .player1)
    #expect(recorder.renderIfChanged() == "Score: Alice 1 – 1 Bob")

    // Deactivated, the interactor no longer follows the score: the view keeps the last one.
    router.interactable.deactivate()
    dependency.scores.updateScore(withWinner: .player1)
    #expect(recorder.renderIfChanged() == nil)
    #expect(recorder.frames.count == 3)
  }

  @Test func loggingInShowsOffGameWhoseScoreButtonPushesTheScoreBoard() throws {
    let app = LaunchedApp()
    let screen = RenderRecorder { renderedScreen(app.window) }
    #expect(screen.latest == "Tic Tac Toe\n[] []\n[Log in]")
    #expect(treeShape(app.root) == "Root[LoggedOut]")

    try app.logIn()
    #expect(screen.renderIfChanged() == menu)
    #expect(treeShape(app.root) == "Root[LoggedIn[OffGame[ScoreBoard]]]")

    // The Score button pushes the view of the ScoreBoard RIB attached under OffGame.
    let offGame = try app.shown(OffGameViewModel.self)
    offGame.showScore()
    #expect(screen.renderIfChanged() == menu + "\n> Score: Alice 0 – 0 Bob")
    let scoreBoardRouter = try #require(app.root.children.first?.children.first?.children.first)
    let pushed = try #require(offGame.stack.top?.viewControllable)
    #expect(pushed === (scoreBoardRouter as? any ViewableRouting)?.viewControllable)
    // A second tap (the button is under the pushed screen) pushes nothing.
    offGame.showScore()
    #expect(offGame.stack.count == 1)

    // The user goes back: SwiftUI writes the shorter path. Only the view leaves: ScoreBoard
    // lives as long as OffGame, as in the terminal app, and can be pushed again.
    offGame.stack.path = []
    #expect(screen.renderIfChanged() == menu)
    #expect(treeShape(app.root) == "Root[LoggedIn[OffGame[ScoreBoard]]]")
    offGame.showScore()
    #expect(screen.renderIfChanged() == menu + "\n> Score: Alice 0 – 0 Bob")
  }

  /// OffGame's menu for Alice and Bob.
  private let menu = """
    Tic Tac Toe
    Alice vs Bob
    [Tic Tac Toe] [Random Win]
    [Score] [Log out]
    """

  @Test func theLoginScreensFieldsAreWhatLoginSends() throws {
    let app = LaunchedApp()
    let screen = RenderRecorder { renderedScreen(app.window) }
    let loggedOut = try app.shown(LoggedOutViewModel.self)
    // The text fields write the view model through their bindings.
    loggedOut.player1Name = "Carol"
    #expect(screen.renderIfChanged() == "Tic Tac Toe\n[Carol] []\n[Log in]")
    loggedOut.listener?.login(
      withPlayer1Name: loggedOut.player1Name, player2Name: loggedOut.player2Name)
    // The interactor gives the blank name its default.
    #expect(screen.renderIfChanged()?.contains("Carol vs Player 2") == true)
  }

  @Test func aWonGameOfTicTacToeEndsWithTheBoardDetachedAndTheScoreUpdated() throws {
    let app = LaunchedApp()
    try app.logIn()
    let screen = RenderRecorder { renderedScreen(app.window) }

    // OffGame's first button starts Tic Tac Toe: the board replaces the menu.
    try app.shown(OffGameViewModel.self).listener?.startGame(at: 0)
    #expect(treeShape(app.root) == "Root[LoggedIn[TicTacToe]]")
    #expect(
      screen.renderIfChanged() == """
        Alice (X) vs Bob (O)
         | | 
         | | 
         | | 
        Alice to move (X).
        """)
    let board = try app.shown(TicTacToeViewModel.self)

    func tap(_ row: Int, _ col: Int) {
      board.listener?.placeCurrentPlayerMark(atRow: row, col: col)
    }

    tap(0, 0)
    #expect(screen.renderIfChanged()?.contains("X| | \n | | \n | | \nBob to move (O).") == true)
    tap(0, 0)
    #expect(
      screen.renderIfChanged()?.hasSuffix(
        "Bob to move (O).\nRow 1, column 1 is taken; it is still Bob's turn.") == true)
    tap(1, 0)
    #expect(screen.renderIfChanged()?.contains("X| | \nO| | \n | | \nAlice to move (X).") == true)
    tap(0, 1)
    tap(1, 1)
    #expect(screen.renderIfChanged()?.contains("X|X| \nO|O| \n | | \nAlice to move (X).") == true)
    #expect(treeShape(app.root) == "Root[LoggedIn[TicTacToe]]")

    // The winning move: a sheet over the board announces the winner and waits for the user.
    tap(0, 2)
    #expect(
      screen.renderIfChanged() == """
        Alice (X) vs Bob (O)
        X|X|X
        O|O| 
         | | 
        Alice won!
        (sheet) Alice won! [Back to the menu]
        """)
    #expect(treeShape(app.root) == "Root[LoggedIn[TicTacToe]]")

    // The sheet's button: the board RIB is detached, its view gone from the root's slot, and
    // the new score board has the win.
    let sheet = try #require(board.modal.presented?.viewControllable as? AnnouncementViewModel)
    sheet.close()
    #expect(treeShape(app.root) == "Root[LoggedIn[OffGame[ScoreBoard]]]")
    #expect(screen.renderIfChanged() == menu)
    #expect(board.modal.presented == nil)
    let root = try #require(app.window.content?.viewControllable as? RootViewModel)
    #expect(root.screen.content?.viewControllable !== board)
    try app.shown(OffGameViewModel.self).showScore()
    #expect(screen.renderIfChanged() == menu + "\n> Score: Alice 1 – 0 Bob")
  }

  @Test func swipingTheAnnouncementDownGoesBackToTheMenuOnce() throws {
    let app = LaunchedApp()
    try app.logIn()
    try app.shown(OffGameViewModel.self).listener?.startGame(at: 0)
    let board = try app.shown(TicTacToeViewModel.self)
    for (row, col) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
      board.listener?.placeCurrentPlayerMark(atRow: row, col: col)
    }
    #expect(board.modal.presentedAsSheet != nil)

    // The user swipes the sheet down: SwiftUI writes nil, and the interactor hears it as it
    // hears the sheet's button: the game ends, and the menu comes back.
    board.modal.presentedAsSheet = nil
    #expect(treeShape(app.root) == "Root[LoggedIn[OffGame[ScoreBoard]]]")
    let offGame = try app.shown(OffGameViewModel.self)
    offGame.showScore()
    #expect(
      (offGame.stack.top?.viewControllable as? ScoreBoardViewModel)?.scoreText
        == "Score: Alice 1 – 0 Bob")
  }

  @Test func randomWinIsStartedByOffGamesSecondButtonAndScoresTheCoinsWinner() throws {
    let app = LaunchedApp(coinSeed: 7)
    try app.logIn()
    let screen = RenderRecorder { renderedScreen(app.window) }

    try app.shown(OffGameViewModel.self).listener?.startGame(at: 1)
    #expect(treeShape(app.root) == "Root[LoggedIn[RandomWin]]")
    #expect(
      screen.renderIfChanged()
        == "Random Win\nA coin decides between Alice and Bob.\n[Flip the coin]")

    let randomWin = try app.shown(RandomWinViewModel.self)
    randomWin.listener?.play()
    var coin = SeededCoin(seed: 7)
    let winner = coin.flip() == .player1 ? "Alice" : "Bob"
    #expect(
      screen.renderIfChanged()
        == "Random Win\nThe coin has spoken: \(winner) won!\n[Back to the menu]")

    randomWin.closeGame()
    #expect(treeShape(app.root) == "Root[LoggedIn[OffGame[ScoreBoard]]]")
    #expect(screen.renderIfChanged() == menu)
    try app.shown(OffGameViewModel.self).showScore()
    let score = winner == "Alice" ? "Score: Alice 1 – 0 Bob" : "Score: Alice 0 – 1 Bob"
    #expect(screen.renderIfChanged() == menu + "\n> " + score)
  }

  @Test func loggingOutDetachesLoggedInAndItsScreen() throws {
    let app = LaunchedApp()
    try app.logIn()
    let screen = RenderRecorder { renderedScreen(app.window) }
    #expect(treeShape(app.root) == "Root[LoggedIn[OffGame[ScoreBoard]]]")

    try app.shown(OffGameViewModel.self).listener?.logOut()
    #expect(treeShape(app.root) == "Root[LoggedOut]")
    #expect(screen.renderIfChanged() == "Tic Tac Toe\n[] []\n[Log in]")
  }
}
