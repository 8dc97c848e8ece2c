// Mocks of the Root RIB's protocols, in the shape of the tutorial's Mockolo mocks: RIBTesting's
// framework mocks subclassed for the RIB's own protocols, one `MockFunction` per method.

import RIBCore
import RIBStreams
import RIBTesting

@testable import TicTacToeCLI

final class RootInteractableMock: InteractableMock, RootInteractable {
  // Weak, as in the real interactor: the router owns the interactor.
  weak var router: RootRouting?

  let didLoginFunction = MockFunction<String, String, Void>("RootInteractableMock.didLogin")
  let didLogOutFunction = MockFunction<Void>("RootInteractableMock.didLogOut")

  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    didLoginFunction.call(player1Name, player2Name)
  }

  func didLogOut() { didLogOutFunction.call() }
}

final class RootViewControllableMock: ViewControllableMock, RootViewControllable {
  let presentFunction = MockFunction<ViewControllable, Void>("RootViewControllableMock.present")
  let dismissFunction = MockFunction<ViewControllable, Void>("RootViewControllableMock.dismiss")

  func present(viewController: ViewControllable) { presentFunction.call(viewController) }
  func dismiss(viewController: ViewControllable) { dismissFunction.call(viewController) }
}

final class RootPresentableMock: PresentableMock, RootPresentable {
  weak var listener: RootPresentableListener?
}

final class RootRoutingMock: ViewableRoutingMock, RootRouting {
  let routeToLoggedInFunction = MockFunction<String, String, LoggedInActionableItem>(
    "RootRoutingMock.routeToLoggedIn", fallback: LoggedInActionableItemMock())
  let routeToLoggedOutFunction = MockFunction<Void>("RootRoutingMock.routeToLoggedOut")

  func routeToLoggedIn(
    withPlayer1Name player1Name: String, player2Name: String
  )
    -> LoggedInActionableItem
  {
    routeToLoggedInFunction.call(player1Name, player2Name)
  }

  func routeToLoggedOut() { routeToLoggedOutFunction.call() }
}

/// The deep-link workflow's view of Root: logging in is the test's `loginSubject.onNext`.
final class RootActionableItemMock: RootActionableItem {
  let loginSubject = PublishSubject<(LoggedInActionableItem, Void)>()
  let waitForLoginFunction = MockFunction<Void>("RootActionableItemMock.waitForLogin")

  func waitForLogin() -> Observable<(LoggedInActionableItem, Void)> {
    waitForLoginFunction.call()
    return loginSubject.asObservable()
  }
}
