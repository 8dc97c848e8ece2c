import RIBCore

/// What Root's router needs from Root's interactor.
protocol RootInteractable: Interactable, LoggedOutListener, LoggedInListener {
  var router: RootRouting? { get set }
}

/// What Root's router needs from Root's view: presenting the views of its children.
protocol RootViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

/// Root's router: LoggedOut and LoggedIn take turns under it.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
  private let loggedOutBuilder: LoggedOutBuildable
  private let loggedInBuilder: LoggedInBuildable
  private var loggedOut: ViewableRouting?
  private var loggedIn: LoggedInRouting?

  init(
    interactor: RootInteractable, viewController: RootViewControllable,
    loggedOutBuilder: LoggedOutBuildable, loggedInBuilder: LoggedInBuildable
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

  func routeToLoggedIn(
    withPlayer1Name player1Name: String, player2Name: String
  )
    -> LoggedInActionableItem
  {
    if let loggedOut {
      detachChild(loggedOut)
      viewController.dismiss(viewController: loggedOut.viewControllable)
      self.loggedOut = nil
    }
    // Dynamic dependencies: the names exist only once players typed them, so they are build
    // arguments, not properties of Root's component (which exists before anyone logged in).
    let (loggedIn, actionableItem) = loggedInBuilder.build(
      withListener: interactor, player1Name: player1Name, player2Name: player2Name)
    self.loggedIn = loggedIn
    attachChild(loggedIn)
    return actionableItem
  }

  func routeToLoggedOut() {
    if let loggedIn {
      // LoggedIn is view-less: detaching it makes its interactor remove the views it
      // presented on ours (its cleanupViews), so there is nothing to dismiss here.
      detachChild(loggedIn)
      self.loggedIn = nil
    }
    guard loggedOut == nil else { return }
    let loggedOut = loggedOutBuilder.build(withListener: interactor)
    self.loggedOut = loggedOut
    attachChild(loggedOut)
    viewController.present(viewController: loggedOut.viewControllable)
  }
}
