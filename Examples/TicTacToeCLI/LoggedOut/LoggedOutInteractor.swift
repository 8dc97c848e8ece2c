import RIBCore

/// LoggedOut's router has nothing to route to.
protocol LoggedOutRouting: ViewableRouting {}
protocol LoggedOutPresentable: Presentable {
  var listener: LoggedOutPresentableListener? { get set }
}

/// What LoggedOut tells its parent.
protocol LoggedOutListener: AnyObject {
  func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

/// LoggedOut's business logic: turning what was typed into two valid player names.
final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>,
  LoggedOutInteractable, LoggedOutPresentableListener
{
  weak var router: LoggedOutRouting?
  weak var listener: LoggedOutListener?

  override init(presenter: LoggedOutPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  /// Empty or blank names become "Player 1" / "Player 2"; control characters and terminal
  /// escape sequences are removed, so a name can never change the screen it is shown on.
  func login(withPlayer1Name player1Name: String?, player2Name: String?) {
    let player1 = PlayerName.normalized(player1Name ?? "", default: "Player 1")
    let player2 = PlayerName.normalized(player2Name ?? "", default: "Player 2")
    listener?.didLogin(withPlayer1Name: player1, player2Name: player2)
  }
}
