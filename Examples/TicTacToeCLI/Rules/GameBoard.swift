/// A cell of the 3x3 board, with 0-based coordinates.
nonisolated struct BoardPosition: Equatable, Hashable, Sendable {
  /// The row, from 0 (top) to 2 (bottom).
  let row: Int
  /// The column, from 0 (left) to 2 (right).
  let col: Int

  /// Creates a position; the coordinates are not checked, so that a refused move can say
  /// exactly which off-board cell was asked for.
  init(row: Int, col: Int) {
    self.row = row
    self.col = col
  }
}

/// Why the board refused a move. A refused move never changes the board nor the turn.
nonisolated enum MoveRejection: Equatable, Sendable {
  /// The cell already holds a mark.
  case occupied(row: Int, col: Int)
  /// The cell is not on the 3x3 board.
  case outOfRange(row: Int, col: Int)
  /// The game has already been won or drawn.
  case gameOver
}

/// What happened when a player tried to place a mark.
nonisolated enum MoveOutcome: Equatable, Sendable {
  /// The mark was placed and the game goes on; `next` is the player to move now.
  case placed(next: PlayerType)
  /// The mark completed a line: `winner` won, and `line` holds the three cells of that line.
  case won(winner: PlayerType, line: [BoardPosition])
  /// The mark filled the board without completing a line.
  case draw
  /// The move was refused and nothing changed.
  case rejected(MoveRejection)
}

/// How a game stands: still being played, or finished.
nonisolated enum GameOutcome: Equatable, Sendable {
  /// Nobody has won yet and there are empty cells left.
  case inProgress
  /// `winner` completed `line`.
  case won(winner: PlayerType, line: [BoardPosition])
  /// The board is full and nobody completed a line.
  case draw
}

/// The rules of tic-tac-toe on a 3x3 board, as a plain value.
///
/// Player 1 moves first and the players alternate. A game ends when a player completes a row,
/// a column or a diagonal, or when the board is full (a draw). Being a value type, a board can be
/// copied to try a move without touching the original.
nonisolated struct GameBoard: Equatable, Sendable {
  /// The number of rows and of columns.
  static let size = 3

  /// Every line that wins the game: three rows, three columns and two diagonals.
  static let winningLines: [[BoardPosition]] = {
    let range = 0..<size
    let rows = range.map { row in range.map { BoardPosition(row: row, col: $0) } }
    let cols = range.map { col in range.map { BoardPosition(row: $0, col: col) } }
    let diagonal = range.map { BoardPosition(row: $0, col: $0) }
    let antiDiagonal = range.map { BoardPosition(row: $0, col: size - 1 - $0) }
    return rows + cols + [diagonal, antiDiagonal]
  }()

  /// The marks in row-major order; `nil` is an empty cell.
  private var cells: [PlayerType?]

  /// The player whose turn it is. After the game ended it stays on the last player to move.
  private(set) var currentPlayer: PlayerType

  /// Whether the game is still going, won or drawn.
  private(set) var outcome: GameOutcome

  /// Creates an empty board with player 1 to move.
  init() {
    cells = Array(repeating: nil, count: Self.size * Self.size)
    currentPlayer = .player1
    outcome = .inProgress
  }

  /// Whether the game has been won or drawn.
  var isOver: Bool { outcome != .inProgress }

  /// The winner, or `nil` while the game is in progress or when it ended in a draw.
  var winner: PlayerType? {
    if case .won(let winner, _) = outcome { return winner }
    return nil
  }

  /// The cells of the winning line, or an empty array when nobody has won.
  var winningLine: [BoardPosition] {
    if case .won(_, let line) = outcome { return line }
    return []
  }

  /// Whether every cell holds a mark.
  var isFull: Bool { !cells.contains(nil) }

  /// Whether `row` and `col` (0-based) designate a cell of the board.
  static func contains(row: Int, col: Int) -> Bool {
    (0..<size).contains(row) && (0..<size).contains(col)
  }

  /// The mark at the given 0-based cell, or `nil` if the cell is empty or off the board.
  func cell(row: Int, col: Int) -> PlayerType? {
    guard Self.contains(row: row, col: col) else { return nil }
    return cells[row * Self.size + col]
  }

  /// Places the current player's mark at the given 0-based cell.
  ///
  /// On success the turn passes to the other player, unless the move ended the game. A refused
  /// move (off the board, occupied cell, game over) leaves the board and the turn unchanged.
  mutating func placeMark(row: Int, col: Int) -> MoveOutcome {
    guard !isOver else { return .rejected(.gameOver) }
    guard Self.contains(row: row, col: col) else {
      return .rejected(.outOfRange(row: row, col: col))
    }
    guard cell(row: row, col: col) == nil else {
      return .rejected(.occupied(row: row, col: col))
    }

    let mover = currentPlayer
    cells[row * Self.size + col] = mover
    if let line = completedLine(by: mover, through: BoardPosition(row: row, col: col)) {
      outcome = .won(winner: mover, line: line)
      return .won(winner: mover, line: line)
    }
    if isFull {
      outcome = .draw
      return .draw
    }
    currentPlayer = mover.other
    return .placed(next: currentPlayer)
  }

  /// A line through `position` entirely held by `player`, if any.
  ///
  /// Only lines through the last mark are checked: any other complete line would already have
  /// ended the game.
  private func completedLine(
    by player: PlayerType, through position: BoardPosition
  ) -> [BoardPosition]? {
    Self.winningLines.first { line in
      line.contains(position) && line.allSatisfy { cell(row: $0.row, col: $0.col) == player }
    }
  }
}
