/// Root's component provides what its child LoggedIn declared: Root's own view to present on
/// (LoggedIn has none), and the app settings it got from the app's component.
extension RootComponent: LoggedInDependency {
  var loggedInViewController: LoggedInViewControllable { rootViewController }
  var coinSeed: UInt64? { dependency.coinSeed }
}
