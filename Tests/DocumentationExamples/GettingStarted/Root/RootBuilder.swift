import RIBCore

/// What Root needs from the app: nothing yet.
protocol RootDependency: Dependency {}

/// Root's scope: what Root and its children can use.
final class RootComponent: Component<RootDependency> {
  let salutation = "Hello"
  /// Root's view, kept for children without a view of their own to show their children on.
  let rootViewController: RootViewController

  init(dependency: RootDependency, rootViewController: RootViewController) {
    self.rootViewController = rootViewController
    super.init(dependency: dependency)
  }
}

// Greeting declared what it needs (GreetingDependency); Root's component provides it.
extension RootComponent: GreetingDependency {}

protocol RootBuildable: Buildable {
  func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
  func build() -> LaunchRouting {
    let viewController = RootViewController()
    let component = RootComponent(dependency: dependency, rootViewController: viewController)
    let interactor = RootInteractor(presenter: viewController)
    let greetingBuilder = GreetingBuilder(dependency: component)
    return RootRouter(
      interactor: interactor, viewController: viewController, greetingBuilder: greetingBuilder)
  }
}
