// Static dependencies: LoggedIn's component satisfies its children's `Dependency` protocols.
// Each child states what it needs; the parent's component provides it, often by passing on
// what it was itself given. Children cannot reach anything they did not declare.

extension LoggedInComponent: OffGameDependency {
  var scoreStream: ScoreStream { mutableScoreStream }
}

extension LoggedInComponent: TicTacToeDependency {}

extension LoggedInComponent: RandomWinDependency {
  var coinSeed: UInt64? { dependency.coinSeed }
}
