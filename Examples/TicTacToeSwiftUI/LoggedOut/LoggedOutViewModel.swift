import Observation
import RIBCore

/// What LoggedOut's view tells its interactor (the terminal app declares it beside its view, as
/// RIBs' templates do; this is the same protocol).
protocol LoggedOutPresentableListener: AnyObject {
  func login(withPlayer1Name player1Name: String?, player2Name: String?)
}

/// The login form: two names, and a button. The interactor turns blank names into defaults.
@Observable
final class LoggedOutViewModel: LoggedOutPresentable, LoggedOutViewControllable {
  @ObservationIgnored weak var listener: LoggedOutPresentableListener?
  /// The names as typed: the login screen's text fields bind to them.
  var player1Name = ""
  var player2Name = ""
}
