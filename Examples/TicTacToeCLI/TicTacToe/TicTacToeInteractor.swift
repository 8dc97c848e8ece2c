import RIBCore
protocol TicTacToeRouting: ViewableRouting {}
protocol TicTacToePresentable: Presentable {
  var listener: TicTacToePresentableListener? { get set }
  func show(board: GameBoard)
  func refuse(_ rejection: MoveRejection)
  func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void)
}

/// TicTacToe's business logic: the rules live in `GameBoard`; the interactor applies moves and
/// reports the end.
final class TicTacToeInteractor: PresentableInteractor<TicTacToePresentable>,
  TicTacToeInteractable, TicTacToePresentableListener
{
  weak var router: TicTacToeRouting?
  weak var listener: GameListener?
  private var board = GameBoard()

  override init(presenter: TicTacToePresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(board: board)
  }

  func placeCurrentPlayerMark(atRow row: Int, col: Int) {
    let outcome = board.placeMark(row: row, col: col)
    presenter.show(board: board)
    switch outcome {
    case .placed:
      break
    case .rejected(let rejection):
      presenter.refuse(rejection)
    case .won(let winner, _):
      announce(winner: winner)
    case .draw:
      announce(winner: nil)
    }
  }

  private func announce(winner: PlayerType?) {
    presenter.announce(winner: winner) { [weak self] in
      self?.listener?.gameDidEnd(withWinner: winner)
    }
  }
}
