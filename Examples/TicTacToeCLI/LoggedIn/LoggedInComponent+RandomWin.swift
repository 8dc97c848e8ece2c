/// LoggedIn's component provides what its child RandomWin declared: the players' names, and the
/// coin, passed on from what it got from Root.
extension LoggedInComponent: RandomWinDependency {
  var coinSeed: UInt64? { dependency.coinSeed }
}
