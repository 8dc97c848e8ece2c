import RIBCore

protocol RootRouting: ViewableRouting {
  func routeToOffGame(player1Name: String, player2Name: String)
}

protocol RootPresentable: Presentable {}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
  weak var router: RootRouting?
  weak var listener: RootListener?

  // MARK: - LoggedOutListener

  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    router?.routeToOffGame(player1Name: player1Name, player2Name: player2Name)
  }

  // MARK: - OffGameListener

  func startGame() {}
}
