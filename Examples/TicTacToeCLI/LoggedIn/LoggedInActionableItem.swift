import RIBStreams

/// What the deep-link workflow can do once players are logged in.
protocol LoggedInActionableItem: AnyObject {
  /// Starts the game with `gameId` if there is one; the workflow goes on either way.
  func launchGame(with gameId: String?) -> Observable<(LoggedInActionableItem, Void)>
}
