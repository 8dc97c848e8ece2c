// The flat tree of the tutorial write-ups this project started from (see the Composing RIBs
// guide): Root swaps LoggedOut for OffGame itself, with no view-less LoggedIn in between.
// Built, like an app, with default main-actor isolation.

import RIBCore

/// What Root needs from the app: nothing.
protocol RootDependency: Dependency {}

/// Root's scope. It provides what LoggedOut and OffGame declare (nothing: the names reach
/// OffGame as build arguments, and OffGame owns the score).
final class RootComponent: Component<RootDependency> {}

protocol RootBuildable: Buildable {
  func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
  func build() -> LaunchRouting {
    let component = RootComponent(dependency: dependency)
    let viewController = RootViewController()
    let interactor = RootInteractor(presenter: viewController)
    return RootRouter(
      interactor: interactor, viewController: viewController,
      loggedOutBuilder: LoggedOutBuilder(dependency: component),
      offGameBuilder: OffGameBuilder(dependency: component))
  }
}

/// The app-wide component.
final class AppComponent: Component<EmptyDependency>, RootDependency {
  init() { super.init(dependency: EmptyComponent()) }
}
