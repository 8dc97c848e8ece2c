/// LoggedIn's component provides what its child TicTacToe declared: the players' names, which
/// it already has.
extension LoggedInComponent: TicTacToeDependency {}
