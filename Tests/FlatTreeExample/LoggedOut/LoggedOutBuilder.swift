import RIBCore

protocol LoggedOutDependency: Dependency {}

final class LoggedOutComponent: Component<LoggedOutDependency> {}

protocol LoggedOutBuildable: Buildable {
  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {
  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    _ = LoggedOutComponent(dependency: dependency)
    let viewController = LoggedOutViewController()
    let interactor = LoggedOutInteractor(presenter: viewController)
    interactor.listener = listener
    return LoggedOutRouter(interactor: interactor, viewController: viewController)
  }
}
