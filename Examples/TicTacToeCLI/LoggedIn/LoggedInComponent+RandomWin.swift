/// LoggedIn's component provides what its child RandomWin declared: the players' names and the
/// session's coin, which it already has.
extension LoggedInComponent: RandomWinDependency {}
