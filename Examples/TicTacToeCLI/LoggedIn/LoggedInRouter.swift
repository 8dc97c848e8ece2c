import RIBCore
protocol LoggedInInteractable: Interactable, OffGameListener, GameListener {
  var router: LoggedInRouting? { get set }
  var listener: LoggedInListener? { get set }
}

/// What LoggedIn (view-less) needs from the view it borrows: its parent's.
protocol LoggedInViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

/// LoggedIn's router: OffGame, or one game, never both.
final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
  private let viewController: LoggedInViewControllable
  private let offGameBuilder: OffGameBuildable
  private var currentChild: ViewableRouting?

  init(
    interactor: LoggedInInteractable, viewController: LoggedInViewControllable,
    offGameBuilder: OffGameBuildable
  ) {
    self.viewController = viewController
    self.offGameBuilder = offGameBuilder
    super.init(interactor: interactor)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    routeToOffGame()
  }

  func routeToOffGame() {
    detachCurrentChild()
    let offGame = offGameBuilder.build(withListener: interactor)
    attach(offGame)
  }

  func routeToGame(_ game: Game) {
    detachCurrentChild()
    attach(game.builder.build(withListener: interactor))
  }

  func cleanupViews() {
    if let currentChild {
      viewController.dismiss(viewController: currentChild.viewControllable)
    }
  }

  private func attach(_ child: ViewableRouting) {
    currentChild = child
    attachChild(child)
    viewController.present(viewController: child.viewControllable)
  }

  private func detachCurrentChild() {
    guard let currentChild else { return }
    detachChild(currentChild)
    viewController.dismiss(viewController: currentChild.viewControllable)
    self.currentChild = nil
  }
}
