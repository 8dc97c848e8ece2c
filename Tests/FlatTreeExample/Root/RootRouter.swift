import RIBCore

protocol RootInteractable: Interactable, LoggedOutListener, OffGameListener {
  var router: RootRouting? { get set }
  var listener: RootListener? { get set }
}

protocol RootViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
  private let loggedOutBuilder: LoggedOutBuildable
  private let offGameBuilder: OffGameBuildable
  private var loggedOut: ViewableRouting?
  private var offGame: ViewableRouting?

  init(
    interactor: RootInteractable, viewController: RootViewControllable,
    loggedOutBuilder: LoggedOutBuildable, offGameBuilder: OffGameBuildable
  ) {
    self.loggedOutBuilder = loggedOutBuilder
    self.offGameBuilder = offGameBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    let loggedOut = loggedOutBuilder.build(withListener: interactor)
    self.loggedOut = loggedOut
    attachChild(loggedOut)
    viewController.present(viewController: loggedOut.viewControllable)
  }

  func routeToOffGame(player1Name: String, player2Name: String) {
    if let loggedOut {
      detachChild(loggedOut)
      viewController.dismiss(viewController: loggedOut.viewControllable)
      self.loggedOut = nil
    }
    let offGame = offGameBuilder.build(
      withListener: interactor, player1Name: player1Name, player2Name: player2Name)
    self.offGame = offGame
    attachChild(offGame)
    viewController.present(viewController: offGame.viewControllable)
  }
}
