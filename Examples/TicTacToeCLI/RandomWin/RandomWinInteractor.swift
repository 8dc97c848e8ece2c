import RIBCore
protocol RandomWinRouting: ViewableRouting {}
protocol RandomWinPresentable: Presentable {
  var listener: RandomWinPresentableListener? { get set }
  func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> Void)
}

/// RandomWin's business logic: a coin decides.
final class RandomWinInteractor: PresentableInteractor<RandomWinPresentable>,
  RandomWinInteractable, RandomWinPresentableListener
{
  weak var router: RandomWinRouting?
  weak var listener: GameListener?
  private let flipCoin: () -> PlayerType

  init(presenter: RandomWinPresentable, flipCoin: @escaping () -> PlayerType) {
    self.flipCoin = flipCoin
    super.init(presenter: presenter)
    presenter.listener = self
  }

  func play() {
    let winner = flipCoin()
    presenter.announce(winner: winner) { [weak self] in
      self?.listener?.gameDidEnd(withWinner: winner)
    }
  }
}
