import Testing

@testable import TicTacToeCLI

/// A cell, written `(row, col)` in the tests for brevity.
private typealias Cell = (row: Int, col: Int)

/// Every winning line, spelled out here rather than taken from `GameBoard.winningLines`, so the
/// tests do not trust the code under test.
private let allLines: [[Cell]] = [
  [(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)],
  [(0, 0), (1, 0), (2, 0)], [(0, 1), (1, 1), (2, 1)], [(0, 2), (1, 2), (2, 2)],
  [(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)],
]

/// Plays `moves` in order and returns the board with every outcome.
private func play(_ moves: [Cell]) -> (GameBoard, [MoveOutcome]) {
  var board = GameBoard()
  let outcomes = moves.map { board.placeMark(row: $0.row, col: $0.col) }
  return (board, outcomes)
}

/// A game in which `winner` completes `line` with its last move and nobody wins earlier.
///
/// The loser's marks are the first cells off the line that do not form a line themselves.
private func winningGame(for winner: PlayerType, on line: [Cell]) -> [Cell] {
  let others = (0..<3).flatMap { row in (0..<3).map { Cell(row, $0) } }
    .filter { cell in !line.contains { $0 == cell } }
  let loserMoves = winner == .player1 ? 2 : 3
  let loser = combinations(of: others, size: loserMoves).first { cells in
    !allLines.contains { line in line.allSatisfy { c in cells.contains { $0 == c } } }
  }!
  var moves: [Cell] = []
  for index in 0..<3 {
    if winner == .player2 { moves.append(loser[index]) }
    moves.append(line[index])
    if winner == .player1 && index < 2 { moves.append(loser[index]) }
  }
  return moves
}

/// All the ways to pick `size` elements of `elements`, in order.
private func combinations(of elements: [Cell], size: Int) -> [[Cell]] {
  guard size > 0 else { return [[]] }
  guard !elements.isEmpty else { return [] }
  let head = elements[0]
  let tail = Array(elements.dropFirst())
  return combinations(of: tail, size: size - 1).map { [head] + $0 }
    + combinations(of: tail, size: size)
}

@Suite struct GameBoardTests {
  @Test func newBoardIsEmptyWithPlayer1ToMove() {
    let board = GameBoard()
    #expect(board.currentPlayer == .player1)
    #expect(board.outcome == .inProgress)
    #expect(!board.isOver)
    #expect(board.winner == nil)
    #expect(board.winningLine.isEmpty)
    for row in 0..<3 {
      for col in 0..<3 { #expect(board.cell(row: row, col: col) == nil) }
    }
  }

  @Test func playersAlternateAndMarksLandWhereAsked() {
    var board = GameBoard()
    #expect(board.placeMark(row: 0, col: 0) == .placed(next: .player2))
    #expect(board.currentPlayer == .player2)
    #expect(board.placeMark(row: 2, col: 1) == .placed(next: .player1))
    #expect(board.currentPlayer == .player1)
    #expect(board.placeMark(row: 1, col: 2) == .placed(next: .player2))
    #expect(board.cell(row: 0, col: 0) == .player1)
    #expect(board.cell(row: 2, col: 1) == .player2)
    #expect(board.cell(row: 1, col: 2) == .player1)
    #expect(board.cell(row: 1, col: 1) == nil)
  }

  @Test(arguments: [PlayerType.player1, .player2], 0..<8)
  func everyLineWinsForEitherPlayer(winner: PlayerType, lineIndex: Int) {
    let line = allLines[lineIndex]
    let moves = winningGame(for: winner, on: line)
    let (board, outcomes) = play(moves)

    let expectedLine = line.map { BoardPosition(row: $0.row, col: $0.col) }
    #expect(outcomes.last == .won(winner: winner, line: expectedLine))
    #expect(outcomes.dropLast().allSatisfy { if case .placed = $0 { true } else { false } })
    #expect(board.outcome == .won(winner: winner, line: expectedLine))
    #expect(board.winner == winner)
    #expect(board.isOver)
    #expect(Set(board.winningLine) == Set(expectedLine))
  }

  @Test func fullBoardWithoutLineIsADraw() {
    let moves: [Cell] = [
      (0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2),
    ]
    let (board, outcomes) = play(moves)
    #expect(outcomes.last == .draw)
    #expect(outcomes.dropLast().allSatisfy { if case .placed = $0 { true } else { false } })
    #expect(board.outcome == .draw)
    #expect(board.isOver)
    #expect(board.winner == nil)
    #expect(board.winningLine.isEmpty)
  }

  @Test func winOnTheLastCellIsAWinNotADraw() {
    // Player 1's ninth mark both fills the board and completes the top row.
    let moves: [Cell] = [
      (0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (2, 1), (1, 2), (2, 2), (0, 2),
    ]
    let (board, outcomes) = play(moves)
    let topRow = [(0, 0), (0, 1), (0, 2)].map { BoardPosition(row: $0.0, col: $0.1) }
    #expect(outcomes.last == .won(winner: .player1, line: topRow))
    #expect(board.winner == .player1)
  }

  @Test func occupiedCellIsRefusedAndChangesNothing() {
    var board = GameBoard()
    _ = board.placeMark(row: 1, col: 1)
    let before = board

    #expect(board.placeMark(row: 1, col: 1) == .rejected(.occupied(row: 1, col: 1)))
    #expect(board == before)
    #expect(board.currentPlayer == .player2)
    #expect(board.cell(row: 1, col: 1) == .player1)
  }

  @Test(arguments: [(3, 0), (0, 3), (-1, 1), (1, -1), (Int.max, Int.min)])
  func cellOffTheBoardIsRefusedAndChangesNothing(row: Int, col: Int) {
    var board = GameBoard()
    _ = board.placeMark(row: 0, col: 0)
    let before = board

    #expect(board.placeMark(row: row, col: col) == .rejected(.outOfRange(row: row, col: col)))
    #expect(board == before)
    #expect(board.currentPlayer == .player2)
    #expect(board.cell(row: row, col: col) == nil)
  }

  @Test func noMoveIsAcceptedAfterAWin() {
    var (board, _) = play(winningGame(for: .player1, on: allLines[0]))
    let before = board

    #expect(board.placeMark(row: 2, col: 2) == .rejected(.gameOver))
    #expect(board.placeMark(row: 9, col: 9) == .rejected(.gameOver))
    #expect(board == before)
    #expect(board.cell(row: 2, col: 2) == nil)
  }

  @Test func noMoveIsAcceptedAfterADraw() {
    let moves: [Cell] = [(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)]
    var (board, _) = play(moves)
    let before = board
    #expect(board.placeMark(row: 0, col: 0) == .rejected(.gameOver))
    #expect(board == before)
  }

  @Test func refusedMoveDoesNotSkipTheTurn() {
    var board = GameBoard()
    _ = board.placeMark(row: 0, col: 0)
    _ = board.placeMark(row: 0, col: 0)
    _ = board.placeMark(row: 5, col: 5)
    #expect(board.placeMark(row: 1, col: 1) == .placed(next: .player1))
    #expect(board.cell(row: 1, col: 1) == .player2)
  }

  @Test func otherPlayerSwaps() {
    #expect(PlayerType.player1.other == .player2)
    #expect(PlayerType.player2.other == .player1)
  }
}
