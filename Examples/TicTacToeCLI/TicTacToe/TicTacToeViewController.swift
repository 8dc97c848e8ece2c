import RIBCore

protocol TicTacToePresentableListener: AnyObject {
  func placeCurrentPlayerMark(atRow row: Int, col: Int)
}

/// The board. The user types a row and a column; after the game ends, Enter goes back.
final class TicTacToeViewController: TicTacToePresentable, TicTacToeViewControllable,
  TerminalScreen
{
  weak var listener: TicTacToePresentableListener?
  var isShown = false
  private let playerNames: [PlayerType: String]
  private var board = GameBoard()
  private var notice: String?
  private var announcement: (text: String, close: () -> Void)?

  init(player1Name: String, player2Name: String) {
    playerNames = [.player1: player1Name, .player2: player2Name]
  }

  // MARK: - TicTacToePresentable

  func show(board: GameBoard) {
    self.board = board
  }

  func refuse(_ rejection: MoveRejection) {
    let player = name(of: board.currentPlayer)
    switch rejection {
    case .occupied(let row, let col):
      notice = "Row \(row + 1), column \(col + 1) is taken; it is still \(player)'s turn."
    case .outOfRange(let row, let col):
      notice = "Row \(row + 1), column \(col + 1) is off the board; rows and columns go 1-3."
    case .gameOver:
      notice = "The game is over; press Enter to go back."
    }
  }

  func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void) {
    let text = winner.map { "\(name(of: $0)) won!" } ?? "It's a draw!"
    announcement = (text, handler)
  }

  // MARK: - TerminalScreen

  func render(style: TerminalStyle) -> String {
    var lines = [
      style.bold("Tic Tac Toe") + "  "
        + style.player(.player1, "\(name(of: .player1)) (X)") + " vs "
        + style.player(.player2, "\(name(of: .player2)) (O)"),
      "",
      String(BoardRenderer(style: style).render(board).dropLast()),  // without its final newline
      "",
    ]
    if let announcement {
      lines.append(style.bold(announcement.text))
    } else {
      let player = board.currentPlayer
      lines.append(
        style.player(player, name(of: player)) + " to move (\(BoardRenderer.mark(for: player))).")
    }
    return lines.joined(separator: "\n")
  }

  var prompt: String { announcement == nil ? "row col" : "press Enter" }

  var helpLines: [String] {
    announcement == nil
      ? ["ROW COL   place a mark, e.g. 2 3 for row 2, column 3 (rows and columns go 1-3)"]
      : ["Enter     back to the menu"]
  }

  func handle(_ input: UserInput) -> InputOutcome {
    if let announcement {
      self.announcement = nil
      announcement.close()
      return .handled
    }
    switch input.parsed {
    case .blank:
      return .rejected("Type a row and a column, e.g. 2 3.")
    case .invalid(let error):
      return .rejected(error.message)
    // A word (not a typo'd move like `x 2`) is a command this screen does not have.
    case .command(let command)
    where command.name.first?.isLetter == true
      && command.arguments.count != 1:
      return .rejected(
        command.unknownMessage(
          known: [], or: "place a mark with a row and a column, e.g. 2 3"))
    case .command(let command):
      switch MoveParser.parse(command) {
      case .success(let position):
        listener?.placeCurrentPlayerMark(atRow: position.row, col: position.col)
        return .handled
      case .failure(let error):
        return .rejected(error.message)
      }
    }
  }

  func takeNotice() -> String? {
    defer { notice = nil }
    return notice
  }

  private func name(of player: PlayerType) -> String { playerNames[player] ?? "?" }
}
