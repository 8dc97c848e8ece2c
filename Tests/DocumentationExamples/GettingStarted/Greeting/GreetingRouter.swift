import RIBCore

/// What Greeting's router needs from its interactor.
protocol GreetingInteractable: Interactable {
  var router: GreetingRouting? { get set }
  var listener: GreetingListener? { get set }
}

/// What Greeting's router needs from its view: nothing, as it presents no child views.
protocol GreetingViewControllable: ViewControllable {}

final class GreetingRouter: ViewableRouter<GreetingInteractable, GreetingViewControllable>,
  GreetingRouting
{
  override init(interactor: GreetingInteractable, viewController: GreetingViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
