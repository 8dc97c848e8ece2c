// What the Workers guide says about ScoreSavingWorker.

import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import DocumentationExamples

final class ScoreStoreMock: ScoreStoring {
  private(set) var saved: [Int] = []
  func save(score: Int) { saved.append(score) }
}

@MainActor
@Suite struct WorkersGuideTests {
  @Test func theWorkerRunsExactlyWhileItsInteractorIsActive() {
    let scores = BehaviorRelay(value: 0)
    let store = ScoreStoreMock()
    let worker = ScoreSavingWorker(scores: scores.asObservable(), store: store)
    let interactor = ScoreKeeperInteractor(scoreSavingWorker: worker)

    scores.accept(1)  // not started yet
    interactor.activate()  // starts the worker: saves the current score, 1
    scores.accept(2)
    interactor.deactivate()  // pauses it
    scores.accept(3)
    interactor.activate()  // resumes: saves the current score, 3
    worker.stop()
    scores.accept(4)

    #expect(store.saved == [1, 2, 3])
    #expect(!worker.isStarted)
  }

  @Test func theInteractorStartsItsWorkerWithItselfAsTheScope() {
    let worker = WorkerMock()
    let interactor = ScoreKeeperInteractor(scoreSavingWorker: worker)

    interactor.activate()

    #expect(worker.startCallCount == 1)
    #expect(worker.lastStartedScope === interactor)
  }
}
