import RIBCore

/// LoggedOut needs nothing from Root.
protocol LoggedOutDependency: Dependency {}

final class LoggedOutComponent: Component<LoggedOutDependency> {}

/// Builds the LoggedOut RIB.
protocol LoggedOutBuildable: Buildable {
  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting
}

/// The terminal app's builder with the view swapped for an observable view model.
final class LoggedOutBuilder: Builder<LoggedOutDependency>, LoggedOutBuildable {
  func build(withListener listener: LoggedOutListener) -> LoggedOutRouting {
    _ = LoggedOutComponent(dependency: dependency)
    let viewModel = LoggedOutViewModel()
    let interactor = LoggedOutInteractor(presenter: viewModel)
    interactor.listener = listener
    return LoggedOutRouter(interactor: interactor, viewController: viewModel)
  }
}
