import RIBStreams

/// What the deep-link workflow can do with the root RIB.
protocol RootActionableItem: AnyObject {
  /// Emits LoggedIn's actionable item once players are logged in.
  func waitForLogin() -> Observable<(LoggedInActionableItem, Void)>
}
