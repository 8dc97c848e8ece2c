import RIBStreams

extension Interactor {
  /// Starts a task bound to the current activation: it runs on the main actor and is
  /// cancelled when the interactor deactivates.
  ///
  /// ```swift
  /// override func didBecomeActive() {
  ///   super.didBecomeActive()
  ///   task {
  ///     let profile = await profileService.load()
  ///     self.presenter.show(profile)
  ///   }
  /// }
  /// ```
  ///
  /// Cancellation is cooperative: the operation stops at its next cancellation check
  /// (`Task.isCancelled`, `try Task.checkCancellation()`, or a cancellable `await`).
  ///
  /// Called while the interactor is inactive, it returns a task that is already cancelled and
  /// does not run `operation` (an operation written for an activation should not run outside
  /// one), and reports the call through ``Diagnostics``
  /// (``Diagnostic/Kind/taskOnInactiveInteractor``): it is usually a task started in `init`
  /// instead of ``didBecomeActive()``. RIBs' ``taskOnDeactivate(priority:operation:)`` runs the
  /// operation in that case, cancelled, and reports nothing.
  ///
  /// - Returns: The task. Awaiting its `value` waits for the operation to return.
  @discardableResult
  public final func task(
    priority: TaskPriority? = nil,
    fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    guard isActive else {
      Diagnostics.report(
        Diagnostic(
          kind: .taskOnInactiveInteractor,
          message: "task(_:) on inactive \(ObjectDescription(self)): the task was cancelled"
            + " and its operation not run. Start tasks in didBecomeActive().",
          subjects: [ObjectDescription(self)], fileID: fileID, line: line))
      let cancelled = Task<Void, Never>(priority: priority) {}
      cancelled.cancel()
      return cancelled
    }
    return ScopeBoundTask.start(priority: priority, operation, boundBy: bindToActivation)
  }

  /// Runs `operation` in a task on the main actor that is cancelled when the interactor
  /// deactivates (or is deallocated), as in RIBs.
  ///
  /// ```swift
  /// taskOnDeactivate {
  ///   for await reading in self.thermometer.readings {
  ///     self.presenter.show(reading)
  ///   }
  /// }
  /// ```
  ///
  /// If the interactor is inactive when this is called, the task is cancelled at once: the
  /// operation still runs, and sees `Task.isCancelled` from its start. Nothing is reported.
  ///
  /// - Returns: The task.
  @discardableResult
  public final func taskOnDeactivate(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    ScopeBoundTask.start(priority: priority, operation, boundBy: bindToActivation)
  }

  /// Like ``taskOnDeactivate(priority:operation:)``, for an operation that throws: awaiting the
  /// task's `value` rethrows its error (a `CancellationError`, typically, if the operation
  /// stopped at a cancellation check).
  ///
  /// ```swift
  /// throwingTaskOnDeactivate {
  ///   let profile = try await self.profileService.load()
  ///   self.presenter.show(profile)
  /// }
  /// ```
  ///
  /// - Returns: The task.
  @discardableResult
  public final func throwingTaskOnDeactivate(
    priority: TaskPriority? = nil,
    operation: @escaping @MainActor () async throws -> Void
  ) -> Task<Void, any Error> {
    ScopeBoundTask.startThrowing(priority: priority, operation, boundBy: bindToActivation)
  }
}
