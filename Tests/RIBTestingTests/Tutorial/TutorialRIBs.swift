// The RIBs tutorial's Root RIB (tutorial 3, with player names) and the protocols of the RIBs it
// routes to, as an app would write them. Only the imports changed, and each protocol is marked
// `@MainActor`, as a module without default main-actor isolation must.

import RIBCore

@MainActor
protocol RootRouting: ViewableRouting {
  func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String)
}

@MainActor
protocol RootListener: AnyObject {}

@MainActor
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
  var router: RootRouting? { get set }
  var listener: RootListener? { get set }
}

@MainActor
protocol RootViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
  init(
    interactor: RootInteractable,
    viewController: RootViewControllable,
    loggedOutBuilder: LoggedOutBuildable,
    loggedInBuilder: LoggedInBuildable
  ) {
    self.loggedOutBuilder = loggedOutBuilder
    self.loggedInBuilder = loggedInBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    routeToLoggedOut()
  }

  func routeToLoggedIn(withPlayer1Name player1Name: String, player2Name: String) {
    if let loggedOut = self.loggedOut {
      detachChild(loggedOut)
      viewController.dismiss(viewController: loggedOut.viewControllable)
      self.loggedOut = nil
    }

    let loggedIn = loggedInBuilder.build(
      withListener: interactor, player1Name: player1Name, player2Name: player2Name)
    attachChild(loggedIn)
  }

  // MARK: - Private

  private let loggedOutBuilder: LoggedOutBuildable
  private let loggedInBuilder: LoggedInBuildable

  private var loggedOut: ViewableRouting?

  private func routeToLoggedOut() {
    let loggedOut = loggedOutBuilder.build(withListener: interactor)
    self.loggedOut = loggedOut
    attachChild(loggedOut)
    viewController.present(viewController: loggedOut.viewControllable)
  }
}

@MainActor
protocol LoggedOutListener: AnyObject {
  func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

@MainActor
protocol LoggedOutRouting: ViewableRouting {}

@MainActor
protocol LoggedOutBuildable: Buildable {
  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

@MainActor
protocol LoggedInListener: AnyObject {}

@MainActor
protocol LoggedInRouting: Routing {
  func cleanupViews()
}

@MainActor
protocol LoggedInInteractable: Interactable {
  var router: LoggedInRouting? { get set }
  var listener: LoggedInListener? { get set }
}

@MainActor
protocol LoggedInBuildable: Buildable {
  func build(
    withListener listener: LoggedInListener, player1Name: String, player2Name: String
  )
    -> LoggedInRouting
}
