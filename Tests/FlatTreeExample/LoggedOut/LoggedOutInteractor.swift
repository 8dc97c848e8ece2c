import RIBCore

protocol LoggedOutRouting: ViewableRouting {}

protocol LoggedOutPresentable: Presentable {
  var listener: LoggedOutPresentableListener? { get set }
}

protocol LoggedOutListener: AnyObject {
  func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

protocol LoggedOutPresentableListener: AnyObject {
  func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>,
  LoggedOutInteractable, LoggedOutPresentableListener
{
  weak var router: LoggedOutRouting?
  weak var listener: LoggedOutListener?

  override init(presenter: LoggedOutPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  func login(withPlayer1Name player1Name: String?, player2Name: String?) {
    listener?.didLogin(
      withPlayer1Name: Self.name(player1Name, or: "Player 1"),
      player2Name: Self.name(player2Name, or: "Player 2"))
  }

  private static func name(_ typed: String?, or fallback: String) -> String {
    guard let typed, !typed.isEmpty else { return fallback }
    return typed
  }
}
