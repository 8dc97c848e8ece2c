/// Draws a `GameBoard` as text, with the 1-based row and column numbers that moves are typed with.
///
/// ```
///     1   2   3
/// 1  [X]| O |
///    ---+---+---
/// 2   O |[X]|
///    ---+---+---
/// 3     |   |[X]
/// ```
///
/// Player 1 is `X` in red and player 2 is `O` in blue. The cells of a winning line are shown in
/// brackets, and also bold and inverted when colour is on, so the line stands out in plain text
/// too. Lines have no trailing spaces, so scripted output compares cleanly.
nonisolated struct BoardRenderer: Sendable {
  /// How marks are coloured; with colour off the rendering holds no escape bytes.
  let style: TerminalStyle

  /// Creates a renderer using `style`.
  init(style: TerminalStyle) {
    self.style = style
  }

  /// The letter that stands for `player` on the board.
  static func mark(for player: PlayerType) -> String {
    switch player {
    case .player1: return "X"
    case .player2: return "O"
    }
  }

  /// Renders `board` as lines of text, each ending with a newline.
  func render(_ board: GameBoard) -> String {
    let numbers = 1...GameBoard.size
    let header = Self.trimmingTrailingSpaces(
      "   " + numbers.map { " \($0) " }.joined(separator: " "))
    let separator = "   " + Array(repeating: "---", count: GameBoard.size).joined(separator: "+")

    var lines = [style.dim(header)]
    for row in 0..<GameBoard.size {
      if row > 0 { lines.append(style.dim(separator)) }
      let cells = (0..<GameBoard.size).map { col in
        renderCell(board, BoardPosition(row: row, col: col))
      }
      lines.append(style.dim("\(row + 1)") + "  " + cells.joined(separator: style.dim("|")))
    }
    return lines.map(Self.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  /// One cell, three columns wide.
  private func renderCell(_ board: GameBoard, _ position: BoardPosition) -> String {
    guard let player = board.cell(row: position.row, col: position.col) else { return "   " }
    let mark = Self.mark(for: player)
    let color = TerminalStyle.color(for: player)
    if board.winningLine.contains(position) {
      return "[" + style.apply([.bold, .inverse, color], to: mark) + "]"
    }
    return " " + style.apply([color], to: mark) + " "
  }

  /// `line` without the spaces an empty last cell leaves at its end.
  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}
