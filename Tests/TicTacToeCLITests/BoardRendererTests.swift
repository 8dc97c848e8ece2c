import Testing

@testable import TicTacToeCLI

@Suite struct BoardRendererTests {
  /// A board after `moves`, given as 0-based (row, col) pairs.
  private func board(_ moves: [(Int, Int)]) -> GameBoard {
    var board = GameBoard()
    for (row, col) in moves { _ = board.placeMark(row: row, col: col) }
    return board
  }

  @Test func rendersAnEmptyBoardWithLabels() {
    let text = BoardRenderer(style: .plain).render(GameBoard())
    #expect(
      text == """
            1   2   3
        1     |   |
           ---+---+---
        2     |   |
           ---+---+---
        3     |   |

        """)
  }

  @Test func rendersMarksAsXAndO() {
    let text = BoardRenderer(style: .plain).render(board([(0, 0), (1, 1), (2, 2), (0, 2)]))
    #expect(
      text == """
            1   2   3
        1   X |   | O
           ---+---+---
        2     | O |
           ---+---+---
        3     |   | X

        """)
  }

  @Test func bracketsTheWinningLine() {
    // Player 1 wins on the diagonal.
    let won = board([(0, 0), (0, 1), (1, 1), (1, 0), (2, 2)])
    #expect(won.isOver)
    let text = BoardRenderer(style: .plain).render(won)
    #expect(
      text == """
            1   2   3
        1  [X]| O |
           ---+---+---
        2   O |[X]|
           ---+---+---
        3     |   |[X]

        """)
  }

  @Test func plainRenderingHasNoEscapeBytes() {
    let won = board([(0, 0), (0, 1), (1, 1), (1, 0), (2, 2)])
    let text = BoardRenderer(style: TerminalStyle(colorEnabled: false)).render(won)
    #expect(!text.utf8.contains(0x1B))
    #expect(!text.unicodeScalars.contains { InertText.isControl($0) && $0 != "\n" })
  }

  @Test func colourRenderingColoursEachPlayerAndHighlightsTheLine() {
    let won = board([(0, 0), (0, 1), (1, 1), (1, 0), (2, 2)])
    let text = BoardRenderer(style: TerminalStyle(colorEnabled: true)).render(won)
    #expect(text.contains("\u{1B}[34mO\u{1B}[0m"))
    #expect(text.contains("[\u{1B}[1;7;31mX\u{1B}[0m]"))
    #expect(!text.contains("\u{1B}[31mX"))
  }

  @Test func colourRenderingColoursPlayer1Marks() {
    let text = BoardRenderer(style: TerminalStyle(colorEnabled: true)).render(board([(1, 1)]))
    #expect(text.contains(" \u{1B}[31mX\u{1B}[0m"))
  }

  @Test func linesHaveNoTrailingSpaces() {
    for style in [TerminalStyle.plain, TerminalStyle(colorEnabled: true)] {
      let text = BoardRenderer(style: style).render(board([(0, 0), (1, 1)]))
      let lines = text.split(separator: "\n")
      #expect(lines.count == 6)
      #expect(lines.allSatisfy { $0.last != " " })
    }
  }

  @Test func marks() {
    #expect(BoardRenderer.mark(for: .player1) == "X")
    #expect(BoardRenderer.mark(for: .player2) == "O")
  }
}
