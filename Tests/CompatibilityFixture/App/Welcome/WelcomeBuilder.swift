import RIBCore

protocol WelcomeDependency: Dependency {
  var cafeName: String { get }
}

final class WelcomeComponent: Component<WelcomeDependency> {

  fileprivate var cafeName: String {
    return dependency.cafeName
  }
}

// MARK: - Builder

protocol WelcomeBuildable: Buildable {
  func build(withListener listener: WelcomeListener) -> WelcomeRouting
}

final class WelcomeBuilder: Builder<WelcomeDependency>, WelcomeBuildable {

  override init(dependency: WelcomeDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: WelcomeListener) -> WelcomeRouting {
    let component = WelcomeComponent(dependency: dependency)
    let viewController = WelcomeViewController(cafeName: component.cafeName)
    let interactor = WelcomeInteractor(presenter: viewController)
    interactor.listener = listener
    return WelcomeRouter(interactor: interactor, viewController: viewController)
  }
}
