/// Root's component provides what LoggedOut declared: nothing.
extension RootComponent: LoggedOutDependency {}
