import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// OffGame's interactor: the menu between games tells LoggedIn which game to start, or to log out.
@MainActor
@Suite(.ribEnvironment) struct OffGameInteractorTests {
  let presenter: OffGamePresentableMock
  let listener = OffGameListenerMock()
  let interactor: OffGameInteractor

  init() {
    let presenter = OffGamePresentableMock()
    interactor = OffGameInteractor(presenter: presenter, games: GameCatalog.all)
    interactor.listener = listener
    self.presenter = presenter
  }

  @Test func isItsPresentersListener() {
    #expect(presenter.listener === interactor)
  }

  @Test(arguments: [(0, "tictactoe"), (1, "randomwin")])
  func startGameAtAnIndexStartsThatGame(index: Int, id: String) {
    interactor.startGame(at: index)

    #expect(listener.startGameFunction.argValues == [id])
    #expect(listener.logOutFunction.callCount == 0)
  }

  @Test(arguments: [-1, 2, Int.max])
  func startGameOutsideTheMenuDoesNothing(index: Int) {
    interactor.startGame(at: index)

    #expect(listener.startGameFunction.callCount == 0)
  }

  @Test func logOutTellsTheListener() {
    interactor.logOut()

    #expect(listener.logOutFunction.callCount == 1)
    #expect(listener.startGameFunction.callCount == 0)
  }
}

/// OffGame's view: the names, the score board's view, the menu, and its commands.
@MainActor
@Suite(.ribEnvironment) struct OffGameViewControllerTests {
  let viewController = OffGameViewController(
    player1Name: "Ann", player2Name: "Bob", gameNames: GameCatalog.all.map(\.name))
  let listener = OffGamePresentableListenerMock()

  init() {
    viewController.listener = listener
  }

  @Test(arguments: [
    ("play 1", 0), ("play 2", 1), ("start 2", 1), ("1", 0), ("2", 1), ("PLAY 1", 0),
  ])
  func playStartsTheGameOfThatNumber(line: String, index: Int) {
    #expect(viewController.handle(input(line)) == .handled)

    #expect(listener.startGameFunction.argValues == [index])
  }

  @Test func logoutLogsOut() {
    #expect(viewController.handle(input("logout")) == .handled)

    #expect(listener.logOutFunction.callCount == 1)
  }

  @Test(arguments: [
    ("logout now", "logout takes no arguments."),
    ("play", "play takes one game number, e.g. play 1."),
    ("play 1 2", "play takes one game number, e.g. play 1."),
    ("play two", "\"two\" is not a game number; type 1-2."),
    ("play 3", "There is no game 3; the games are 1-2."),
    ("0", "There is no game 0; the games are 1-2."),
    ("", "Type play 1-2 to start a game, or logout."),
    ("dance", "unknown command \"dance\"; type one of: play, logout, help, tree, quit"),
    ("play\u{1B}[2J 1", InputError.controlCharacters.message),
  ])
  func anythingElseIsRefusedAndNothingHappens(line: String, message: String) {
    #expect(viewController.handle(input(line)) == .rejected(message))

    #expect(listener.startGameFunction.callCount == 0)
    #expect(listener.logOutFunction.callCount == 0)
  }

  @Test func showsTheNamesTheScoreBoardAndTheGames() {
    let scoreBoard = TerminalScreenMock(name: "Score: 2 – 1")

    viewController.show(scoreBoardView: scoreBoard)

    #expect(
      viewController.render(style: .plain) == """
        Tic Tac Toe  Ann vs Bob

        Score: 2 – 1

        Games:
          1  Tic Tac Toe
          2  Random Win
        """)
    #expect(viewController.prompt == "play 1-2, or logout")
  }

  @Test func itsScoreBoardIsShownWhileItIsShown() {
    let scoreBoard = TerminalScreenMock(name: "score")
    viewController.show(scoreBoardView: scoreBoard)

    viewController.isShown = true
    #expect(scoreBoard.isShown)

    // Dismissed (when a game starts, or at logout), the screen takes its score board with it.
    viewController.isShown = false
    #expect(!scoreBoard.isShown)
  }
}
