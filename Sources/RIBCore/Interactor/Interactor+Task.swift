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
  /// - Returns: The task, or `nil` if the interactor is inactive; then the operation does not
  ///   run, and the call is reported through ``Diagnostics``.
  @discardableResult
  public final func task(
    priority: TaskPriority? = nil,
    fileID: String = #fileID, line: Int = #line,
    _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never>? {
    guard isActive else {
      Diagnostics.report(
        Diagnostic(
          kind: .taskOnInactiveInteractor,
          message: "task(_:) on inactive \(ObjectDescription(self)): the operation was not"
            + " started. Start tasks in didBecomeActive().",
          subjects: [ObjectDescription(self)], fileID: fileID, line: line))
      return nil
    }
    let task = Task(priority: priority) { @MainActor in await operation() }
    _ = bindToActivation(Disposables.create { task.cancel() })
    return task
  }
}
