import RIBCore

/// What Root needs from the app: nothing yet.
protocol RootDependency: Dependency {}

/// Root's scope: what Root and its children can use.
final class RootComponent: Component<RootDependency> {
  let salutation = "Hello"
}

// Greeting declared what it needs (GreetingDependency); Root's component provides it.
extension RootComponent: GreetingDependency {}

protocol RootBuildable: Buildable {
  func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
  func build() -> LaunchRouting {
    let component = RootComponent(dependency: dependency)
    let viewController = RootViewController()
    let interactor = RootInteractor(presenter: viewController)
    let greetingBuilder = GreetingBuilder(dependency: component)
    return RootRouter(
      interactor: interactor, viewController: viewController, greetingBuilder: greetingBuilder)
  }
}
