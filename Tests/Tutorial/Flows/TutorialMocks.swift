// The mocks the tutorial's `TicTacToeMocks.swift` provides (for tutorial 3's protocols), written with RIBTesting: framework
// mocks subclassed for the RIB's own protocols, and `MockFunction` for each method.

import RIBCore
import RIBTesting

final class RootInteractableMock: InteractableMock, RootInteractable {
  // Weak, as in the real interactor: the router owns the interactor.
  weak var router: RootRouting?
  weak var listener: RootListener?

  let didLogin = MockFunction<String, String, Void>("RootInteractableMock.didLogin")
  var didLoginCallCount: Int { didLogin.callCount }

  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    didLogin.call(player1Name, player2Name)
  }
}

final class RootViewControllableMock: ViewControllableMock, RootViewControllable {
  let present = MockFunction<ViewControllable, Void>("RootViewControllableMock.present")
  let dismiss = MockFunction<ViewControllable, Void>("RootViewControllableMock.dismiss")

  func present(viewController: ViewControllable) { present.call(viewController) }
  func dismiss(viewController: ViewControllable) { dismiss.call(viewController) }
}

final class LoggedOutRoutingMock: ViewableRoutingMock, LoggedOutRouting {}

final class LoggedOutBuildableMock: LoggedOutBuildable {
  let build = MockFunction<LoggedOutListener, LoggedOutRouting>(
    "LoggedOutBuildableMock.build", fallback: LoggedOutRoutingMock(interactable: InteractableMock())
  )
  var buildHandler: ((LoggedOutListener) -> LoggedOutRouting)? {
    get { build.handler }
    set { build.handler = newValue }
  }
  var buildCallCount: Int { build.callCount }

  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    build.call(listener)
  }
}

final class LoggedInInteractableMock: InteractableMock, LoggedInInteractable {
  weak var router: LoggedInRouting?
  weak var listener: LoggedInListener?

  let startTicTacToeFunction = MockFunction<Void>("LoggedInInteractableMock.startTicTacToe")
  let gameDidEndFunction = MockFunction<PlayerType?, Void>("LoggedInInteractableMock.gameDidEnd")

  func startTicTacToe() { startTicTacToeFunction.call() }
  func gameDidEnd(withWinner winner: PlayerType?) { gameDidEndFunction.call(winner) }
}

final class LoggedInRoutingMock: RoutingMock, LoggedInRouting {
  let cleanupViewsFunction = MockFunction<Void>("LoggedInRoutingMock.cleanupViews")
  var cleanupViewsCallCount: Int { cleanupViewsFunction.callCount }

  let routeToTicTacToeFunction = MockFunction<Void>("LoggedInRoutingMock.routeToTicTacToe")
  let routeToOffGameFunction = MockFunction<Void>("LoggedInRoutingMock.routeToOffGame")

  func cleanupViews() { cleanupViewsFunction.call() }
  func routeToTicTacToe() { routeToTicTacToeFunction.call() }
  func routeToOffGame() { routeToOffGameFunction.call() }
}

final class LoggedInBuildableMock: LoggedInBuildable {
  let build = MockFunction<LoggedInListener, String, String, LoggedInRouting>(
    "LoggedInBuildableMock.build", fallback: LoggedInRoutingMock(interactable: InteractableMock()))
  var buildHandler: ((LoggedInListener, String, String) -> LoggedInRouting)? {
    get { build.handler }
    set { build.handler = newValue }
  }
  var buildCallCount: Int { build.callCount }

  func build(
    withListener listener: LoggedInListener, player1Name: String, player2Name: String
  )
    -> LoggedInRouting
  {
    build.call(listener, player1Name, player2Name)
  }
}
