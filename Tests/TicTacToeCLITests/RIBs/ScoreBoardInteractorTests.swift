import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// ScoreBoard's interactor: it shows the score stream's values while it is active, and only
/// then.
@MainActor
@Suite(.ribEnvironment) struct ScoreBoardInteractorTests {
  let presenter = ScoreBoardPresentableMock()
  let scoreStream = ScoreStreamMock()
  let interactor: ScoreBoardInteractor

  init() {
    interactor = ScoreBoardInteractor(presenter: presenter, scoreStream: scoreStream)
  }

  private var shown: [Score] { presenter.showFunction.argValues }
  private let oneNil = Score(player1Score: 1, player2Score: 0)
  private let oneAll = Score(player1Score: 1, player2Score: 1)

  @Test func readsNothingBeforeItIsActive() {
    #expect(!scoreStream.scoreSubject.hasObservers)

    scoreStream.scoreSubject.onNext(oneNil)

    #expect(shown.isEmpty)
  }

  @Test func showsEachScoreWhileActive() {
    interactor.activate()
    #expect(scoreStream.scoreSubject.hasObservers)

    scoreStream.scoreSubject.onNext(oneNil)
    scoreStream.scoreSubject.onNext(oneAll)

    #expect(shown == [oneNil, oneAll])
  }

  @Test func stopsReadingWhenDeactivated() {
    interactor.activate()
    scoreStream.scoreSubject.onNext(oneNil)

    interactor.deactivate()
    scoreStream.scoreSubject.onNext(oneAll)

    #expect(!scoreStream.scoreSubject.hasObservers)
    #expect(shown == [oneNil])
  }

  @Test func readsAgainWhenActiveAgain() {
    interactor.activate()
    interactor.deactivate()
    interactor.activate()

    scoreStream.scoreSubject.onNext(oneAll)

    // Once: the first activation's subscription did not survive its deactivation.
    #expect(shown == [oneAll])
  }

  @Test func theRealViewShowsTheCurrentScoreAndItsChanges() {
    let scoreStream = ScoreStreamImpl()
    let viewController = ScoreBoardViewController(player1Name: "Ann", player2Name: "Bob")
    scoreStream.updateScore(withWinner: .player2)
    let interactor = ScoreBoardInteractor(presenter: viewController, scoreStream: scoreStream)
    #expect(viewController.render(style: .plain) == "Score: Ann 0 – 0 Bob")

    interactor.activate()
    #expect(viewController.render(style: .plain) == "Score: Ann 0 – 1 Bob")

    scoreStream.updateScore(withWinner: .player1)
    #expect(viewController.render(style: .plain) == "Score: Ann 1 – 1 Bob")

    interactor.deactivate()
    scoreStream.updateScore(withWinner: .player1)
    #expect(viewController.render(style: .plain) == "Score: Ann 1 – 1 Bob")
  }
}
