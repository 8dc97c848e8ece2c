/// LoggedIn's component provides what its child OffGame declared: the names and the games it
/// already has, and the score as a read-only stream.
extension LoggedInComponent: OffGameDependency {
  var scoreStream: ScoreStream { mutableScoreStream }
}
