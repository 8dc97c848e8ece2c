import RIBStreams

/// The score of one logged-in session.
struct Score: Equatable, Sendable {
  var player1Score: Int
  var player2Score: Int

  static let zero = Score(player1Score: 0, player2Score: 0)
}

/// Read access to the score: what ScoreBoard gets.
protocol ScoreStream: AnyObject {
  var score: Observable<Score> { get }
}

/// Read and write access: only LoggedIn, which decides that a game was won, gets this.
protocol MutableScoreStream: ScoreStream {
  func updateScore(withWinner winner: PlayerType)
}

final class ScoreStreamImpl: MutableScoreStream {
  private let relay = BehaviorRelay(value: Score.zero)

  var score: Observable<Score> {
    relay.asObservable().distinctUntilChanged()
  }

  func updateScore(withWinner winner: PlayerType) {
    var score = relay.value
    switch winner {
    case .player1: score.player1Score += 1
    case .player2: score.player2Score += 1
    }
    relay.accept(score)
  }
}
