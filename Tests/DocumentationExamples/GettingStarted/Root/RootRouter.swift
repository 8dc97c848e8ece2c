import RIBCore

/// What Root's router needs from its interactor. It listens to Greeting.
protocol RootInteractable: Interactable, GreetingListener {
  var router: RootRouting? { get set }
}

/// What Root's router needs from its view: showing and hiding a child's view.
protocol RootViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
  func dismiss(viewController: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
  private let greetingBuilder: GreetingBuildable
  private var greeting: ViewableRouting?

  init(
    interactor: RootInteractable, viewController: RootViewControllable,
    greetingBuilder: GreetingBuildable
  ) {
    self.greetingBuilder = greetingBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    routeToGreeting()
  }

  func routeToGreeting() {
    let greeting = greetingBuilder.build(withListener: interactor)
    self.greeting = greeting
    attachChild(greeting)
    viewController.present(viewController: greeting.viewControllable)
  }

  func routeAwayFromGreeting() {
    guard let greeting else { return }
    detachChild(greeting)
    viewController.dismiss(viewController: greeting.viewControllable)
    self.greeting = nil
  }
}
