import RIBStreams

extension Workflow {
  /// Runs `operation` in a task on the main actor that is cancelled when the workflow's
  /// subscription is disposed, as in RIBs: the task is bound like a subscription with
  /// ``RIBStreams/Disposable/disposeWith(workflow:)``.
  ///
  /// ```swift
  /// .onStep { gameItem, _ in
  ///   self.task { await analytics.log("game opened from a link") }
  ///   return .just((gameItem, ()))
  /// }
  /// ```
  ///
  /// If the workflow's subscription is already disposed, the task is cancelled at once: the
  /// operation still runs, and sees `Task.isCancelled` from its start. The task is not
  /// cancelled when the workflow merely completes.
  ///
  /// - Returns: The task.
  @discardableResult
  public final func task(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    ScopeBoundTask.start(priority: priority, operation, boundBy: bindToSubscription)
  }

  /// Like ``task(priority:operation:)``, for an operation that throws: awaiting the task's
  /// `value` rethrows its error.
  ///
  /// ```swift
  /// self.throwingTask { try await inbox.markRead(messageID) }
  /// ```
  ///
  /// - Returns: The task.
  @discardableResult
  public final func throwingTask(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor () async throws -> Void
  ) -> Task<Void, any Error> {
    ScopeBoundTask.startThrowing(priority: priority, operation, boundBy: bindToSubscription)
  }

  /// Binds `disposable` to the workflow's subscription, which disposes it at once if it is
  /// already disposed.
  private func bindToSubscription(_ disposable: any Disposable) -> Bool {
    disposable.disposeWith(workflow: self)
    return true
  }
}
