import RIBCore

/// What the root RIB needs from the app: nothing but the app-wide settings.
protocol RootDependency: Dependency {
  /// The seed of RandomWin's coin (`--seed`), or `nil` for a random one.
  var coinSeed: UInt64? { get }
}

/// The root RIB's scope: it provides what LoggedOut and LoggedIn need.
final class RootComponent: Component<RootDependency> {
  let rootViewController: RootViewController

  init(dependency: RootDependency, rootViewController: RootViewController) {
    self.rootViewController = rootViewController
    super.init(dependency: dependency)
  }
}

/// Builds the root RIB.
protocol RootBuildable: Buildable {
  func build() -> LaunchRouting & RootRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
  func build() -> LaunchRouting & RootRouting {
    let viewController = RootViewController()
    let component = RootComponent(dependency: dependency, rootViewController: viewController)
    let interactor = RootInteractor(presenter: viewController)
    let loggedOutBuilder = LoggedOutBuilder(dependency: component)
    let loggedInBuilder = LoggedInBuilder(dependency: component)
    return RootRouter(
      interactor: interactor, viewController: viewController,
      loggedOutBuilder: loggedOutBuilder, loggedInBuilder: loggedInBuilder)
  }
}

/// The app-wide component, the parent of every scope.
final class AppComponent: Component<EmptyComponent>, RootDependency {
  let coinSeed: UInt64?

  init(coinSeed: UInt64?) {
    self.coinSeed = coinSeed
    super.init(dependency: EmptyComponent())
  }
}
