import RIBCore

/// What the root RIB needs from the app: nothing but the app-wide settings.
protocol RootDependency: Dependency {
  /// The seed of RandomWin's coin, or `nil` for a random one.
  var coinSeed: UInt64? { get }
}

/// The root RIB's scope: it provides what LoggedOut and LoggedIn need.
final class RootComponent: Component<RootDependency> {
  let rootViewController: RootViewModel

  init(dependency: RootDependency, rootViewController: RootViewModel) {
    self.rootViewController = rootViewController
    super.init(dependency: dependency)
  }
}

/// Builds the root RIB: the router the app launches, and the interactor the app hands deep
/// links to (tutorial 4's shape).
protocol RootBuildable: Buildable {
  func build() -> (launchRouter: LaunchRouting & RootRouting, urlHandler: UrlHandler)
}

/// The terminal app's builder with the view swapped for an observable view model.
final class RootBuilder: Builder<RootDependency>, RootBuildable {
  func build() -> (launchRouter: LaunchRouting & RootRouting, urlHandler: UrlHandler) {
    let viewModel = RootViewModel()
    let component = RootComponent(dependency: dependency, rootViewController: viewModel)
    let interactor = RootInteractor(presenter: viewModel)
    let loggedOutBuilder = LoggedOutBuilder(dependency: component)
    let loggedInBuilder = LoggedInBuilder(dependency: component)
    let router = RootRouter(
      interactor: interactor, viewController: viewModel,
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
