extension ImmediateSchedulerType {
  /// Schedules `action` with `state`; `action` gets a `recurse` function that schedules it
  /// again with a new state, as RxSwift's `scheduleRecursive(_:action:)` does.
  ///
  /// Each step is scheduled separately, so on ``CurrentThreadScheduler`` (a trampoline) or a
  /// queue the steps run one after another, never nested in the stack. Disposing the result
  /// cancels the step scheduled next.
  ///
  /// ```swift
  /// _ = scheduler.scheduleRecursive(3) { count, recurse in
  ///   print(count)
  ///   if count > 0 { recurse(count - 1) }
  /// }
  /// ```
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> any Disposable {
    let recursion = RecursiveScheduling(scheduler: self, action: action)
    recursion.schedule(state)
    return recursion.current
  }
}

/// The steps of one ``ImmediateSchedulerType/scheduleRecursive(_:action:)``: the step
/// scheduled next is the serial disposable's, so disposing it cancels that step.
private final class RecursiveScheduling<State>: @unchecked Sendable {
  let scheduler: any ImmediateSchedulerType
  /// Only read by the steps, which a scheduler runs one at a time.
  let action: (State, (State) -> Void) -> Void
  let current = SerialDisposable()

  init(
    scheduler: any ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.action = action
  }

  func schedule(_ state: State) {
    guard !current.isDisposed else { return }
    let step = SingleAssignmentDisposable()
    current.disposable = step
    step.setDisposable(
      scheduler.schedule(state) { [self] state in
        if !current.isDisposed { action(state) { schedule($0) } }
        return Disposables.create()
      })
  }
}
