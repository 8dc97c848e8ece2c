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

/// Records uploads, and lets the test wait for them.
@MainActor
final class ScoreUploaderMock: ScoreUploading {
  private(set) var uploaded: [Int] = []
  private let (uploads, uploadsContinuation) = AsyncStream<Int>.makeStream()

  func upload(score: Int) async {
    uploaded.append(score)
    uploadsContinuation.yield(score)
  }

  /// Waits for the next upload.
  func nextUpload() async -> Int? {
    var iterator = uploads.makeAsyncIterator()
    return await iterator.next()
  }
}

@MainActor
@Suite(.ribEnvironment) struct ScoreUploadingWorkerTests {
  @Test func theTaskUploadsWhileRunningAndStopsWithTheInteractor() async throws {
    let scores = PublishRelay<Int>()
    let uploader = ScoreUploaderMock()
    let worker = ScoreUploadingWorker(scores: scores.asObservable(), uploader: uploader)
    let interactor = ScoreKeeperInteractor(scoreSavingWorker: worker)
    interactor.activate()

    scores.accept(1)
    #expect(await uploader.nextUpload() == 1)
    scores.accept(2)
    #expect(await uploader.nextUpload() == 2)
    let uploading = worker.uploading
    interactor.deactivate()
    // The loop throws `CancellationError`, as RxSwift's `values` does, which ends the task.
    await #expect(throws: CancellationError.self) { try await uploading?.value }
    scores.accept(3)

    #expect(uploading?.isCancelled == true)
    #expect(uploader.uploaded == [1, 2])
  }
}
