import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// A plain actionable item for these tests.
private final class AsyncItem: Sendable {
  let name: String

  init(_ name: String) { self.name = name }
}

private struct StepError: Error, Equatable {}

/// A workflow that records its hooks and lets its test await the end of a run.
@MainActor
private final class AsyncWorkflow: Workflow<AsyncItem> {
  var completions = 0
  var errors: [any Error] = []
  private let (ends, endsContinuation) = AsyncStream<Void>.makeStream()

  override func didComplete() {
    completions += 1
    endsContinuation.yield()
  }

  override func didReceiveError(_ error: any Error) {
    errors.append(error)
    endsContinuation.yield()
  }

  /// Waits until the run completed or failed.
  func waitForEnd() async {
    var iterator = ends.makeAsyncIterator()
    _ = await iterator.next()
  }
}

/// `Workflow.task` / `throwingTask` (RIBs' names) and `onAsyncStep`.
@MainActor
@Suite struct WorkflowAsyncTests {
  // MARK: - task / throwingTask

  @Test func disposingTheWorkflowCancelsItsTasks() async {
    let workflow = AsyncWorkflow()
    workflow.onStep { item in .never().startWith((item, ())) }.commit()
    let subscription = workflow.subscribe(AsyncItem("root"))
    let probe = OperationProbe()
    let throwingProbe = OperationProbe()

    let task = workflow.task { await probe.runUntilCancelled() }
    let throwing = workflow.throwingTask { try await throwingProbe.runUntilCancelledThrowing() }
    await probe.waitUntilStarted()
    await throwingProbe.waitUntilStarted()
    #expect(!task.isCancelled)
    subscription.dispose()

    #expect(task.isCancelled)
    await task.value
    #expect(probe.sawCancellation == true)
    await #expect(throws: CancellationError.self) { try await throwing.value }
  }

  @Test func aTaskOfADisposedWorkflowIsCancelledAtOnce() async {
    let workflow = AsyncWorkflow()
    workflow.onStep { item in .just((item, ())) }.commit()
    workflow.subscribe(AsyncItem("root")).dispose()
    let probe = OperationProbe()

    let task = workflow.task { await probe.runUntilCancelled() }
    let throwing = workflow.throwingTask { try Task.checkCancellation() }

    #expect(task.isCancelled)
    await task.value
    #expect(probe.sawCancellation == true)
    await #expect(throws: CancellationError.self) { try await throwing.value }
  }

  @Test func aTaskThatCompletesFirstIsNotCancelled() async throws {
    let workflow = AsyncWorkflow()
    workflow.onStep { item in .just((item, ())) }.commit()
    let subscription = workflow.subscribe(AsyncItem("root"))

    let task = workflow.throwingTask(priority: .medium, operation: {})
    try await task.value
    let failing = workflow.throwingTask { throw StepError() }

    await #expect(throws: StepError()) { try await failing.value }
    #expect(!task.isCancelled)
    subscription.dispose()
  }

  // MARK: - onAsyncStep

  @Test func asyncStepsAndObservableStepsRunInOrder() async {
    let workflow = AsyncWorkflow()
    var log: [String] = []
    workflow
      .onAsyncStep { root in
        log.append("async root \(root.name)")
        await Task.yield()
        return (AsyncItem("loggedIn"), 1)
      }
      .onStep { item, value in
        log.append("rx \(item.name) \(value)")
        return .just((item, value + 1))
      }
      .onAsyncStep { item, value in
        log.append("async \(item.name) \(value)")
        return (item, ())
      }
      .commit()

    let subscription = workflow.subscribe(AsyncItem("root"))
    await workflow.waitForEnd()

    #expect(log == ["async root root", "rx loggedIn 1", "async loggedIn 2"])
    #expect(workflow.completions == 1)
    #expect(workflow.errors.isEmpty)
    subscription.dispose()
  }

  @Test func aThrowingAsyncStepFailsTheChain() async {
    let workflow = AsyncWorkflow()
    var laterStepRan = false
    var stepErrors: [any Error] = []
    workflow
      .onAsyncStep { root -> (AsyncItem, Void) in throw StepError() }
      .onError { stepErrors.append($0) }
      .onStep { item, _ in
        laterStepRan = true
        return .just((item, ()))
      }
      .commit()

    let subscription = workflow.subscribe(AsyncItem("root"))
    await workflow.waitForEnd()

    #expect(workflow.errors.first is StepError)
    #expect(stepErrors.count == 1)
    #expect(!laterStepRan)
    #expect(workflow.completions == 0)
    subscription.dispose()
  }

  @Test func disposingTheWorkflowCancelsARunningAsyncStep() async {
    let workflow = AsyncWorkflow()
    let probe = OperationProbe()
    var laterStepRan = false
    workflow
      .onAsyncStep { root in
        await probe.runUntilCancelled()
        return (root, ())
      }
      .onStep { item, _ in
        laterStepRan = true
        return .just((item, ()))
      }
      .commit()

    let subscription = workflow.subscribe(AsyncItem("root"))
    await probe.waitUntilStarted()
    subscription.dispose()
    // The step's task observes the cancellation; what it returns then goes nowhere.
    await probe.waitUntilEnded()

    #expect(probe.sawCancellation == true)
    #expect(!laterStepRan)
    #expect(workflow.completions == 0)
    #expect(workflow.errors.isEmpty)
  }

  @Test func anAsyncStepOnAnInteractorWaitsUntilItIsActive() async {
    let workflow = AsyncWorkflow()
    let interactor = RecordingInteractor()
    var sawActive: Bool?
    workflow
      .onStep { _ in .just((interactor, ())) }
      .onAsyncStep { interactor, _ in
        sawActive = interactor.isActive
        return (interactor, ())
      }
      .commit()

    let subscription = workflow.subscribe(AsyncItem("root"))
    #expect(sawActive == nil)
    interactor.activate()
    await workflow.waitForEnd()

    #expect(sawActive == true)
    subscription.dispose()
  }
}
