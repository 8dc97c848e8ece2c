import RIBCore

protocol RootDependency: Dependency {
  var cafeName: String { get }
  var drinks: [Drink] { get }
}

final class RootComponent: Component<RootDependency> {

  let rootViewController: RootViewController

  init(dependency: RootDependency, rootViewController: RootViewController) {
    self.rootViewController = rootViewController
    super.init(dependency: dependency)
  }
}

// MARK: - Builder

protocol RootBuildable: Buildable {
  func build() -> (launchRouter: LaunchRouting, urlHandler: UrlHandler)
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {

  override init(dependency: RootDependency) {
    super.init(dependency: dependency)
  }

  func build() -> (launchRouter: LaunchRouting, urlHandler: UrlHandler) {
    let rootView = RootViewController()
    let interactor = RootInteractor(presenter: rootView)
    // The component keeps the root view for Ordering, which has none of its own.
    let scope = RootComponent(dependency: dependency, rootViewController: rootView)

    let router = RootRouter(
      interactor: interactor,
      viewController: rootView,
      welcomeBuilder: WelcomeBuilder(dependency: scope),
      orderingBuilder: OrderingBuilder(dependency: scope))
    return (launchRouter: router, urlHandler: interactor)
  }
}
