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

/// Builds the root RIB: the router the app launches, and the interactor the app hands deep
/// links to (tutorial 4's shape).
protocol RootBuildable: Buildable {
  func build() -> (launchRouter: LaunchRouting & RootRouting, urlHandler: UrlHandler)
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
  func build() -> (launchRouter: LaunchRouting & RootRouting, urlHandler: UrlHandler) {
    let viewController = RootViewController()
    let component = RootComponent(dependency: dependency, rootViewController: viewController)
    let interactor = RootInteractor(presenter: viewController)
    let loggedOutBuilder = LoggedOutBuilder(dependency: component)
    let loggedInBuilder = LoggedInBuilder(dependency: component)
    let router = RootRouter(
      interactor: interactor, viewController: viewController,
      loggedOutBuilder: loggedOutBuilder, loggedInBuilder: loggedInBuilder)
    return (router, interactor)
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
