import RIBCore
import RIBTesting
import Testing

/// RIBs' `taskOnDeactivate` / `throwingTaskOnDeactivate`, with RIBs' call shapes.
@MainActor
@Suite struct InteractorTaskOnDeactivateTests {
  @Test func calledWhileInactiveIsCancelledAtOnceAndStillRunsWithoutReporting() async {
    let interactor = RecordingInteractor()
    let probe = OperationProbe()
    let diagnostics = DiagnosticsCollector()

    let task = diagnostics.collect {
      interactor.taskOnDeactivate { await probe.runUntilCancelled() }
    }

    #expect(task.isCancelled)
    await task.value
    #expect(probe.started)
    #expect(probe.sawCancellation == true)
    #expect(diagnostics.diagnostics.isEmpty)
  }

  @Test func deactivationCancelsARunningTask() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    let probe = OperationProbe()

    let task = interactor.taskOnDeactivate(priority: .high, operation: probe.runUntilCancelled)
    await probe.waitUntilStarted()
    #expect(!task.isCancelled)

    interactor.deactivate()

    #expect(task.isCancelled)
    await task.value
    #expect(probe.sawCancellation == true)
  }

  @Test func deactivationBeforeTheTaskStartsCancelsItFromItsStart() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    let probe = OperationProbe()

    let task = interactor.taskOnDeactivate { await probe.runUntilCancelled() }
    interactor.deactivate()  // the task needs the main actor, which this test holds

    await task.value
    #expect(probe.sawCancellation == true)
  }

  @Test func aTaskThatCompletesBeforeDeactivationIsNotCancelled() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    var sawCancellation: Bool?

    let task = interactor.taskOnDeactivate { sawCancellation = Task.isCancelled }
    await task.value

    #expect(sawCancellation == false)
    #expect(!task.isCancelled)
    interactor.deactivate()  // cancelling a finished task does nothing
    #expect(interactor.willResignActiveCount == 1)
  }

  @Test func deallocationCancels() async {
    var interactor: RecordingInteractor? = RecordingInteractor()
    interactor?.activate()
    let probe = OperationProbe()

    let task = interactor?.taskOnDeactivate { await probe.runUntilCancelled() }
    await probe.waitUntilStarted()
    interactor = nil

    #expect(task?.isCancelled == true)
    await task?.value
    #expect(probe.sawCancellation == true)
  }

  @Test func aLaterActivationDoesNotCancelAnEarlierTask() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    interactor.deactivate()
    interactor.activate()
    let probe = OperationProbe()

    let task = interactor.taskOnDeactivate { await probe.runUntilCancelled() }
    await probe.waitUntilStarted()
    #expect(!task.isCancelled)

    interactor.deactivate()
    await task.value
    #expect(probe.sawCancellation == true)
  }

  // MARK: - Throwing

  @Test func throwingCalledWhileInactiveThrowsTheCancellation() async {
    let interactor = RecordingInteractor()
    let probe = OperationProbe()

    let task = interactor.throwingTaskOnDeactivate { try await probe.runUntilCancelledThrowing() }

    #expect(task.isCancelled)
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func throwingDeactivationCancels() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    let probe = OperationProbe()

    let task = interactor.throwingTaskOnDeactivate { try await probe.runUntilCancelledThrowing() }
    await probe.waitUntilStarted()
    #expect(!task.isCancelled)
    interactor.deactivate()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(probe.sawCancellation == true)
  }

  @Test func throwingCompletionReturnsAndAnErrorIsRethrown() async throws {
    let interactor = RecordingInteractor()
    interactor.activate()

    let succeeding = interactor.throwingTaskOnDeactivate {}
    let failing = interactor.throwingTaskOnDeactivate { throw OperationError() }

    try await succeeding.value
    await #expect(throws: OperationError()) { try await failing.value }
    #expect(!succeeding.isCancelled)
    interactor.deactivate()
  }

  @Test func throwingDeallocationCancels() async {
    var interactor: RecordingInteractor? = RecordingInteractor()
    interactor?.activate()
    let probe = OperationProbe()

    let task = interactor?.throwingTaskOnDeactivate { try await probe.runUntilCancelledThrowing() }
    await probe.waitUntilStarted()
    interactor = nil

    await #expect(throws: CancellationError.self) { try await task?.value }
  }
}
