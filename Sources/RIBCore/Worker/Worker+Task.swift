import RIBStreams

extension Worker {
  /// Runs `operation` in a task on the main actor that is cancelled when the worker stops
  /// running (it is stopped, its interactor deactivates, or it is deallocated), as in RIBs.
  ///
  /// ```swift
  /// override func didStart(_ interactorScope: any InteractorScope) {
  ///   super.didStart(interactorScope)
  ///   taskOnStop {
  ///     for await score in self.scores.values { await self.uploader.upload(score) }
  ///   }
  /// }
  /// ```
  ///
  /// If the worker is not running when this is called, the task is cancelled at once: the
  /// operation still runs, and sees `Task.isCancelled` from its start.
  ///
  /// - Returns: The task.
  @discardableResult
  public final func taskOnStop(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    ScopeBoundTask.start(priority: priority, operation, boundBy: bindToRun)
  }

  /// Like ``taskOnStop(priority:operation:)``, for an operation that throws: awaiting the
  /// task's `value` rethrows its error.
  ///
  /// ```swift
  /// throwingTaskOnStop { try await self.uploader.uploadPending() }
  /// ```
  ///
  /// - Returns: The task.
  @discardableResult
  public final func throwingTaskOnStop(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor () async throws -> Void
  ) -> Task<Void, any Error> {
    ScopeBoundTask.startThrowing(priority: priority, operation, boundBy: bindToRun)
  }
}
