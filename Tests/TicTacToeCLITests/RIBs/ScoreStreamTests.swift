import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// The score of a session, and its scope: one stream per LoggedIn component.
@MainActor
@Suite(.ribEnvironment) struct ScoreStreamTests {
  let scoreStream = ScoreStreamImpl()

  @Test func startsAtZero() {
    let score = scoreStream.score.record()

    #expect(score.values == [.zero])
    #expect(!score.isTerminated)
  }

  @Test func eachWinCountsForItsWinner() {
    let score = scoreStream.score.record()

    scoreStream.updateScore(withWinner: .player1)
    scoreStream.updateScore(withWinner: .player2)
    scoreStream.updateScore(withWinner: .player1)

    #expect(
      score.values == [
        .zero,
        Score(player1Score: 1, player2Score: 0),
        Score(player1Score: 1, player2Score: 1),
        Score(player1Score: 2, player2Score: 1),
      ])
  }

  @Test func aLateReaderGetsTheCurrentScoreOnly() {
    scoreStream.updateScore(withWinner: .player2)
    scoreStream.updateScore(withWinner: .player2)

    let score = scoreStream.score.record()

    #expect(score.values == [Score(player1Score: 0, player2Score: 2)])
  }

  @Test func everyReaderSeesTheSameScore() {
    let first = scoreStream.score.record()
    let second = scoreStream.score.record()

    scoreStream.updateScore(withWinner: .player1)

    #expect(first.values == second.values)
    #expect(first.lastValue == Score(player1Score: 1, player2Score: 0))
  }

  @Test func oneScoreStreamPerLoggedInComponent() {
    let dependency = LoggedInDependencyMock(loggedInViewController: LoggedInViewControllableMock())
    let component = LoggedInComponent(
      dependency: dependency, player1Name: "Ann", player2Name: "Bob")

    // LoggedIn writes it, OffGame (and its ScoreBoard) read it: the same instance.
    #expect(component.mutableScoreStream === component.mutableScoreStream)
    #expect(component.scoreStream === component.mutableScoreStream)
    component.mutableScoreStream.updateScore(withWinner: .player1)
    #expect(component.scoreStream.score.record().lastValue?.player1Score == 1)

    // A new login builds a new component: the score starts again.
    let nextLogin = LoggedInComponent(
      dependency: dependency, player1Name: "Ann", player2Name: "Bob")
    #expect(nextLogin.mutableScoreStream !== component.mutableScoreStream)
    #expect(nextLogin.scoreStream.score.record().values == [.zero])
  }
}
