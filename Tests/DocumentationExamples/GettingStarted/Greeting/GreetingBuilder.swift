import RIBCore

/// What Greeting needs from its parent.
protocol GreetingDependency: Dependency {
  var salutation: String { get }
}

/// Greeting's scope: what Greeting's own parts can use.
final class GreetingComponent: Component<GreetingDependency> {
  var salutation: String { dependency.salutation }
}

protocol GreetingBuildable: Buildable {
  func build(withListener listener: GreetingListener) -> GreetingRouting
}

final class GreetingBuilder: Builder<GreetingDependency>, GreetingBuildable {
  func build(withListener listener: GreetingListener) -> GreetingRouting {
    let component = GreetingComponent(dependency: dependency)
    let viewController = GreetingViewController()
    let interactor = GreetingInteractor(
      presenter: viewController, salutation: component.salutation)
    interactor.listener = listener
    return GreetingRouter(interactor: interactor, viewController: viewController)
  }
}
