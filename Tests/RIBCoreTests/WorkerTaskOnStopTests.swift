import RIBCore
import RIBTesting
import Testing

/// RIBs' `taskOnStop` / `throwingTaskOnStop`, with RIBs' call shapes.
@MainActor
@Suite struct WorkerTaskOnStopTests {
  @Test func calledWhileNotRunningIsCancelledAtOnceAndStillRuns() async {
    let worker = CountingWorker()
    let interactor = RecordingInteractor()
    worker.start(interactor)  // started, but its interactor is inactive: not running
    let probe = OperationProbe()
    let diagnostics = DiagnosticsCollector()

    let task = diagnostics.collect { worker.taskOnStop { await probe.runUntilCancelled() } }

    #expect(task.isCancelled)
    await task.value
    #expect(probe.sawCancellation == true)
    #expect(diagnostics.diagnostics.isEmpty)
  }

  @Test func stoppingCancels() async {
    let (worker, interactor) = runningWorker()
    let probe = OperationProbe()

    let task = worker.taskOnStop(priority: .low, operation: probe.runUntilCancelled)
    await probe.waitUntilStarted()
    #expect(!task.isCancelled)
    worker.stop()

    #expect(task.isCancelled)
    await task.value
    #expect(probe.sawCancellation == true)
    #expect(interactor.isActive)
  }

  @Test func theInteractorsDeactivationCancels() async {
    let (worker, interactor) = runningWorker()
    let probe = OperationProbe()

    let task = worker.taskOnStop { await probe.runUntilCancelled() }
    await probe.waitUntilStarted()
    interactor.deactivate()

    #expect(task.isCancelled)
    await task.value
    #expect(worker.isStarted)
  }

  @Test func aTaskThatCompletesBeforeStopIsNotCancelled() async {
    let (worker, interactor) = runningWorker()
    var sawCancellation: Bool?

    let task = worker.taskOnStop { sawCancellation = Task.isCancelled }
    await task.value

    #expect(sawCancellation == false)
    #expect(!task.isCancelled)
    worker.stop()
    #expect(interactor.isActive)
  }

  @Test func throwingCalledWhileStoppedThrowsTheCancellation() async {
    let worker = CountingWorker()
    let probe = OperationProbe()

    let task = worker.throwingTaskOnStop { try await probe.runUntilCancelledThrowing() }

    #expect(task.isCancelled)
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func throwingStoppingCancelsAndCompletionReturns() async throws {
    let (worker, interactor) = runningWorker()
    let probe = OperationProbe()

    let finished = worker.throwingTaskOnStop {}
    try await finished.value
    #expect(!finished.isCancelled)
    let failing = worker.throwingTaskOnStop { throw OperationError() }
    await #expect(throws: OperationError()) { try await failing.value }
    let running = worker.throwingTaskOnStop { try await probe.runUntilCancelledThrowing() }
    await probe.waitUntilStarted()
    worker.stop()

    await #expect(throws: CancellationError.self) { try await running.value }
    #expect(interactor.isActive)
  }

  private func runningWorker() -> (CountingWorker, RecordingInteractor) {
    let worker = CountingWorker()
    let interactor = RecordingInteractor()
    interactor.activate()
    worker.start(interactor)
    return (worker, interactor)
  }
}
