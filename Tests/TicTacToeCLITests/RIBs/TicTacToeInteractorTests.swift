import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// TicTacToe's interactor: it applies moves to the board, has the presenter refuse bad ones,
/// and announces the end before telling LoggedIn.
@MainActor
@Suite(.ribEnvironment) struct TicTacToeInteractorTests {
  let presenter: TicTacToePresentableMock
  let listener = GameListenerMock()
  let interactor: TicTacToeInteractor

  init() {
    let presenter = TicTacToePresentableMock()
    interactor = TicTacToeInteractor(presenter: presenter)
    interactor.listener = listener
    self.presenter = presenter
  }

  private var lastBoard: GameBoard? { presenter.showFunction.argValues.last }
  private var refusals: [MoveRejection] { presenter.refuseFunction.argValues }
  private var announcements: [(PlayerType?, () -> Void)] { presenter.announceFunction.argValues }

  /// Plays 1-based `(row, col)` moves, as typed.
  private func play(_ moves: [(Int, Int)]) {
    for (row, col) in moves { interactor.placeCurrentPlayerMark(atRow: row - 1, col: col - 1) }
  }

  private let player1WinsTopRow = [(1, 1), (2, 1), (1, 2), (2, 2), (1, 3)]
  private let player2WinsMiddleColumn = [(1, 1), (1, 2), (3, 3), (2, 2), (3, 1), (3, 2)]
  // X O X / X O O / O X X
  private let draw = [(1, 1), (1, 2), (1, 3), (2, 2), (2, 1), (3, 1), (3, 2), (2, 3), (3, 3)]

  @Test func isItsPresentersListener() {
    #expect(presenter.listener === interactor)
  }

  @Test func showsTheEmptyBoardWhenActive() {
    #expect(presenter.showFunction.callCount == 0)

    interactor.activate()

    #expect(presenter.showFunction.argValues == [GameBoard()])
  }

  @Test func aMoveShowsTheBoardWithTheMarkAndPassesTheTurn() {
    interactor.placeCurrentPlayerMark(atRow: 1, col: 2)

    #expect(lastBoard?.cell(row: 1, col: 2) == .player1)
    #expect(lastBoard?.currentPlayer == .player2)
    #expect(refusals.isEmpty)
    #expect(announcements.isEmpty)
  }

  @Test func anOccupiedCellIsRefusedAndTheTurnStays() {
    play([(2, 2)])
    let before = lastBoard

    play([(2, 2)])

    #expect(refusals == [.occupied(row: 1, col: 1)])
    #expect(lastBoard == before)
    #expect(lastBoard?.currentPlayer == .player2)
    #expect(listener.gameDidEndFunction.callCount == 0)
  }

  @Test func aCellOffTheBoardIsRefused() {
    interactor.placeCurrentPlayerMark(atRow: 3, col: 0)

    #expect(refusals == [.outOfRange(row: 3, col: 0)])
    #expect(lastBoard == GameBoard())
  }

  @Test func aWinIsAnnouncedAndLoggedInHearsOfItOnlyAfterTheAnnouncement() throws {
    play(player1WinsTopRow)

    #expect(announcements.count == 1)
    #expect(announcements.first?.0 == .player1)
    #expect(lastBoard?.winner == .player1)
    #expect(listener.gameDidEndFunction.callCount == 0)

    let close = try #require(announcements.first?.1)
    close()

    #expect(listener.gameDidEndFunction.argValues == [.player1])
  }

  @Test func player2CanWinToo() throws {
    play(player2WinsMiddleColumn)

    #expect(announcements.map(\.0) == [.player2])
    let close = try #require(announcements.first?.1)
    close()
    #expect(listener.gameDidEndFunction.argValues == [.player2])
  }

  @Test func aDrawIsAnnouncedWithoutAWinner() throws {
    play(draw)

    #expect(announcements.count == 1)
    #expect(announcements.first?.0 == nil)
    #expect(lastBoard?.outcome == .draw)
    #expect(listener.gameDidEndFunction.callCount == 0)

    let close = try #require(announcements.first?.1)
    close()

    #expect(listener.gameDidEndFunction.argValues == [nil])
  }

  @Test func noMoveIsAcceptedAfterTheEnd() {
    play(player1WinsTopRow)
    let final = lastBoard

    play([(3, 3)])

    #expect(refusals == [.gameOver])
    #expect(lastBoard == final)
    #expect(announcements.count == 1)
  }
}

/// TicTacToe's view: typed moves, what it says about refused moves, and the announcement that
/// waits for Enter.
@MainActor
@Suite(.ribEnvironment) struct TicTacToeViewControllerTests {
  let viewController = TicTacToeViewController(player1Name: "Ann", player2Name: "Bob")
  let listener = TicTacToePresentableListenerMock()

  init() {
    viewController.listener = listener
  }

  private var moves: [(Int, Int)] { listener.placeFunction.argValues }

  @Test(arguments: ["2 3", "2,3", " 2   3 ", "2, 3"])
  func aRowAndAColumnPlaceAMark(line: String) {
    #expect(viewController.handle(input(line)) == .handled)

    #expect(moves.count == 1)
    #expect(moves.first?.0 == 1)
    #expect(moves.first?.1 == 2)
  }

  @Test(arguments: [
    ("", "Type a row and a column, e.g. 2 3."),
    ("2", InputError.wrongMoveArity(count: 1).message),
    ("1 2 3", InputError.wrongMoveArity(count: 3).message),
    ("x 2", InputError.notANumber("x").message),
    ("4 1", InputError.offBoard(.row, "4").message),
    ("1 0", InputError.offBoard(.column, "0").message),
    (
      "hello",
      "unknown command \"hello\"; place a mark with a row and a column, e.g. 2 3, or type one of:"
        + " help, tree, quit"
    ),
    ("2\u{07} 3", InputError.controlCharacters.message),
  ])
  func anythingElseIsRefusedWithAReason(line: String, message: String) {
    #expect(viewController.handle(input(line)) == .rejected(message))

    #expect(listener.placeFunction.callCount == 0)
  }

  @Test func anOccupiedCellIsExplainedOnce() {
    var board = GameBoard()
    _ = board.placeMark(row: 0, col: 0)
    viewController.show(board: board)

    viewController.refuse(.occupied(row: 0, col: 0))

    #expect(viewController.takeNotice() == "Row 1, column 1 is taken; it is still Bob's turn.")
    #expect(viewController.takeNotice() == nil)
  }

  @Test func theAnnouncementWaitsForEnterThenRunsItsHandlerOnce() {
    var closed = 0
    viewController.announce(winner: .player2) { closed += 1 }

    #expect(closed == 0)
    #expect(viewController.render(style: .plain).hasSuffix("Bob won!"))
    #expect(viewController.prompt == "press Enter")

    #expect(viewController.handle(input("")) == .handled)
    #expect(closed == 1)

    // Gone: the next line is a move again.
    _ = viewController.handle(input("1 1"))
    #expect(closed == 1)
    #expect(listener.placeFunction.callCount == 1)
  }

  @Test func anyLineClosesTheAnnouncementWithoutPlaying() {
    var closed = 0
    viewController.announce(winner: nil) { closed += 1 }
    #expect(viewController.render(style: .plain).hasSuffix("It's a draw!"))

    #expect(viewController.handle(input("2 2")) == .handled)

    #expect(closed == 1)
    #expect(listener.placeFunction.callCount == 0)
  }
}
