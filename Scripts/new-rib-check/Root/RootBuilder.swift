import RIBCore

/// The app's root RIB, as an app has it before new-rib adds children: its component holds
/// its view, for view-less children to borrow.
final class RootComponent: Component<EmptyDependency> {
  let rootViewController: RootViewController

  init(rootViewController: RootViewController) {
    self.rootViewController = rootViewController
    super.init(dependency: EmptyComponent())
  }
}

/// Builds the root RIB.
@MainActor
protocol RootBuildable: Buildable {
  func build() -> LaunchRouting
}

final class RootBuilder: Builder<EmptyDependency>, RootBuildable {
  func build() -> LaunchRouting {
    let viewController = RootViewController()
    let component = RootComponent(rootViewController: viewController)
    _ = component
    let interactor = RootInteractor(presenter: viewController)
    return RootRouter(interactor: interactor, viewController: viewController)
  }
}
