// Mocks of the LoggedOut RIB's protocols.

import RIBCore
import RIBTesting

@testable import TicTacToeCLI

final class LoggedOutBuildableMock: LoggedOutBuildable {
  let buildFunction = MockFunction<LoggedOutListener, LoggedOutRouting>(
    "LoggedOutBuildableMock.build",
    fallback: LoggedOutRoutingMock(interactable: InteractableMock()))
  var buildHandler: ((LoggedOutListener) -> LoggedOutRouting)? {
    get { buildFunction.handler }
    set { buildFunction.handler = newValue }
  }
  var buildCallCount: Int { buildFunction.callCount }

  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    buildFunction.call(listener)
  }
}

final class LoggedOutRoutingMock: ViewableRoutingMock, LoggedOutRouting {}

final class LoggedOutListenerMock: LoggedOutListener {
  let didLoginFunction = MockFunction<String, String, Void>("LoggedOutListenerMock.didLogin")

  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    didLoginFunction.call(player1Name, player2Name)
  }
}

final class LoggedOutPresentableMock: PresentableMock, LoggedOutPresentable {
  weak var listener: LoggedOutPresentableListener?
}

final class LoggedOutPresentableListenerMock: LoggedOutPresentableListener {
  let loginFunction = MockFunction<String?, String?, Void>(
    "LoggedOutPresentableListenerMock.login")

  func login(withPlayer1Name player1Name: String?, player2Name: String?) {
    loginFunction.call(player1Name, player2Name)
  }
}
