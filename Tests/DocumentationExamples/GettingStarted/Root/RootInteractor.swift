import RIBCore

/// What Root's interactor asks of its router.
protocol RootRouting: ViewableRouting {
  func routeToGreeting()
  func routeAwayFromGreeting()
}

/// What Root's interactor asks of its view.
protocol RootPresentable: Presentable {
  func showGoodbye()
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
  weak var router: RootRouting?

  // MARK: - GreetingListener

  func greetingDidFinish() {
    router?.routeAwayFromGreeting()
    presenter.showGoodbye()
  }
}
