import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// A worker stopped from its own `didStart` while `start(_:)` is still subscribing to the
/// scope: the subscription made by that start outlived the stop, so once the worker was started
/// again on another scope it followed both, running while its new scope was inactive. Found by
/// `WorkerModelTests`. (Upstream's `Worker.start` has the same shape: its binding is stored
/// after the subscribe returns, so RIBs-iOS has the same hole.)
@MainActor
@Suite struct WorkerStoppedWhileStartingTests {
  @Test func aWorkerStoppedInDidStartAndStartedElsewhereFollowsOnlyTheNewScope() {
    let first = Interactor()
    first.activate()
    let second = Interactor()
    let worker = CallbackWorker()
    worker.onDidStart = { [unowned worker] in
      worker.onDidStart = nil
      worker.stop()
    }
    worker.start(first)
    #expect(!worker.isStarted)
    #expect(!worker.isRunning)

    worker.start(second)
    first.deactivate()
    first.activate()

    #expect(worker.isStarted)
    #expect(!worker.isRunning)
    #expect(worker.starts == 1)
    second.activate()
    #expect(worker.isRunning)
    #expect(worker.starts == 2)
  }

  @Test func aWorkerRestartedOnAnotherScopeFromItsDidStartFollowsThatScope() {
    let first = Interactor()
    first.activate()
    let second = Interactor()
    let worker = CallbackWorker()
    worker.onDidStart = { [unowned worker] in
      worker.onDidStart = nil
      worker.stop()
      worker.start(second)
    }
    worker.start(first)

    #expect(worker.isStarted)
    #expect(!worker.isRunning)
    first.deactivate()
    first.activate()
    #expect(!worker.isRunning)
    second.activate()
    #expect(worker.isRunning)
    second.deactivate()
    #expect(!worker.isRunning)
  }
}

/// A worker that counts `didStart` and runs a hook in it.
@MainActor
final class CallbackWorker: Worker {
  private(set) var starts = 0
  var onDidStart: (() -> Void)?

  override func didStart(_ interactorScope: any InteractorScope) {
    super.didStart(interactorScope)
    starts += 1
    onDidStart?()
  }
}
