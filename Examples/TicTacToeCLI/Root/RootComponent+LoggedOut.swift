/// Root's component provides what its child LoggedOut declared: nothing.
extension RootComponent: LoggedOutDependency {}
