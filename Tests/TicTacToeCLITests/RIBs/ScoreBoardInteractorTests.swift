import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// ScoreBoard's interactor: it shows the score stream's values while it is active, and only
/// then.
@MainActor
@Suite struct ScoreBoardInteractorTests {
  let leaks = LeakChecker()
  let presenter = ScoreBoardPresentableMock()
  let scoreStream = ScoreStreamMock()
  let interactor: ScoreBoardInteractor

  init() {
    interactor = leaks.run { [presenter, scoreStream] in
      ScoreBoardInteractor(presenter: presenter, scoreStream: scoreStream)
    }
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
    leaks.run { interactor.activate() }
    #expect(scoreStream.scoreSubject.hasObservers)

    scoreStream.scoreSubject.onNext(oneNil)
    scoreStream.scoreSubject.onNext(oneAll)

    #expect(shown == [oneNil, oneAll])
    leaks.diagnostics.assertNoDiagnostics()
  }

  @Test func stopsReadingWhenDeactivated() {
    leaks.run { interactor.activate() }
    scoreStream.scoreSubject.onNext(oneNil)

    leaks.run { interactor.deactivate() }
    scoreStream.scoreSubject.onNext(oneAll)

    #expect(!scoreStream.scoreSubject.hasObservers)
    #expect(shown == [oneNil])
  }

  @Test func readsAgainWhenActiveAgain() {
    leaks.run {
      interactor.activate()
      interactor.deactivate()
      interactor.activate()
    }

    scoreStream.scoreSubject.onNext(oneAll)

    // Once: the first activation's subscription did not survive its deactivation.
    #expect(shown == [oneAll])
    leaks.diagnostics.assertNoDiagnostics()
  }

  @Test func theRealViewShowsTheCurrentScoreAndItsChanges() {
    let scoreStream = ScoreStreamImpl()
    let viewController = ScoreBoardViewController(player1Name: "Ann", player2Name: "Bob")
    scoreStream.updateScore(withWinner: .player2)
    let interactor = leaks.run {
      ScoreBoardInteractor(presenter: viewController, scoreStream: scoreStream)
    }
    #expect(viewController.render(style: .plain) == "Score: Ann 0 – 0 Bob")

    leaks.run { interactor.activate() }
    #expect(viewController.render(style: .plain) == "Score: Ann 0 – 1 Bob")

    scoreStream.updateScore(withWinner: .player1)
    #expect(viewController.render(style: .plain) == "Score: Ann 1 – 1 Bob")

    leaks.run { interactor.deactivate() }
    scoreStream.updateScore(withWinner: .player1)
    #expect(viewController.render(style: .plain) == "Score: Ann 1 – 1 Bob")
  }
}
