/// OffGame's component provides what its child ScoreBoard declared, passing on what it got
/// from LoggedIn.
extension OffGameComponent: ScoreBoardDependency {
  var scoreStream: ScoreStream { dependency.scoreStream }
}
