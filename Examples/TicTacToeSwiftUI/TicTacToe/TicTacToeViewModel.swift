import Observation
import RIBCore
import RIBSwiftUI

/// What the board tells its interactor (the terminal app declares it beside its view, as RIBs'
/// templates do; this is the same protocol).
protocol TicTacToePresentableListener: AnyObject {
  func placeCurrentPlayerMark(atRow row: Int, col: Int)
}

/// The board: nine buttons, whose turn it is, why a move was refused, and who won (in a sheet
/// over the board).
@Observable
final class TicTacToeViewModel: TicTacToePresentable, TicTacToeViewControllable {
  /// A cell as its button shows it.
  struct Cell: Identifiable, Equatable {
    let id: BoardPosition
    /// `X`, `O`, or a blank for an empty cell.
    let mark: String
  }

  /// A row of the board, for the view to lay out.
  struct Row: Identifiable, Equatable {
    let id: Int
    let cells: [Cell]
  }

  @ObservationIgnored weak var listener: TicTacToePresentableListener?
  private let playerNames: [PlayerType: String]
  private(set) var board = GameBoard()
  /// Why the last move was refused, until the next move.
  private(set) var notice: String?
  /// Who won, once the game is over.
  private(set) var announcement: String?
  /// The sheet over the board: the announcement, with the way back.
  let modal = ModalPresentation()
  @ObservationIgnored private var closeAnnouncement: (() -> Void)?

  init(player1Name: String, player2Name: String) {
    playerNames = [.player1: player1Name, .player2: player2Name]
  }

  var title: String { "\(name(of: .player1)) (X) vs \(name(of: .player2)) (O)" }

  var rows: [Row] {
    (0..<GameBoard.size).map { row in
      Row(
        id: row,
        cells: (0..<GameBoard.size).map { col in
          Cell(id: BoardPosition(row: row, col: col), mark: mark(board.cell(row: row, col: col)))
        })
    }
  }

  /// The line under the board: whose turn it is, or how the game ended.
  var status: String {
    announcement ?? "\(name(of: board.currentPlayer)) to move (\(mark(board.currentPlayer)))."
  }

  /// The user read the announcement and goes back, with the sheet's button or by swiping the
  /// sheet down: the interactor's completion handler runs, once.
  func closeGame() {
    guard let close = closeAnnouncement else { return }
    closeAnnouncement = nil
    announcement = nil
    modal.dismiss()
    close()
  }

  // MARK: - TicTacToePresentable

  func show(board: GameBoard) {
    self.board = board
    notice = nil
  }

  func refuse(_ rejection: MoveRejection) {
    let player = name(of: board.currentPlayer)
    switch rejection {
    case .occupied(let row, let col):
      notice = "Row \(row + 1), column \(col + 1) is taken; it is still \(player)'s turn."
    case .outOfRange(let row, let col):
      notice = "Row \(row + 1), column \(col + 1) is off the board."
    case .gameOver:
      notice = "The game is over."
    }
  }

  func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void) {
    let text = winner.map { "\(name(of: $0)) won!" } ?? "It's a draw!"
    announcement = text
    closeAnnouncement = handler
    // The sheet is not a RIB, so no router presents it; the user's dismissal is the same
    // decision as its button, and goes to the interactor the same way.
    let sheet = AnnouncementViewModel(text: text) { [weak self] in self?.closeGame() }
    modal.present(sheet, style: .sheet) { [weak self] in self?.closeGame() }
  }

  private func name(of player: PlayerType) -> String { playerNames[player] ?? "?" }

  private func mark(_ player: PlayerType?) -> String {
    switch player {
    case .player1: "X"
    case .player2: "O"
    case nil: " "
    }
  }
}
