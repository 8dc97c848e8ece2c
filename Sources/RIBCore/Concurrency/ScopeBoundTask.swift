import RIBStreams

/// Starts tasks on the main actor whose cancellation is bound to part of a RIB's life: an
/// interactor's activation, a worker's run, a workflow's subscription.
///
/// The one place behind `Interactor.taskOnDeactivate`, `Worker.taskOnStop`, `Workflow.task`
/// and their throwing forms. `bind` hands the scope a disposable that cancels the task, and
/// says whether the scope took it; when it did not (the scope is not running), the task is
/// cancelled at once, before it starts, since it needs the main actor the caller holds.
@preconcurrency @MainActor
enum ScopeBoundTask {
  static func start(
    priority: TaskPriority?, _ operation: @escaping @MainActor () async -> Void,
    boundBy bind: (any Disposable) -> Bool
  ) -> Task<Void, Never> {
    bound(Task(priority: priority) { @MainActor in await operation() }, by: bind)
  }

  static func startThrowing(
    priority: TaskPriority?, _ operation: @escaping @MainActor () async throws -> Void,
    boundBy bind: (any Disposable) -> Bool
  ) -> Task<Void, any Error> {
    bound(Task(priority: priority) { @MainActor in try await operation() }, by: bind)
  }

  private static func bound<Success, Failure>(
    _ task: Task<Success, Failure>, by bind: (any Disposable) -> Bool
  ) -> Task<Success, Failure> {
    if !bind(Disposables.create { task.cancel() }) { task.cancel() }
    return task
  }
}
