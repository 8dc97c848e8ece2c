// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
  var router: RootRouting? { get set }
  var listener: RootListener? { get set }
}

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
    // Detach logged out.
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
