import RIBStreams
import RIBSupport

// How the detector runs its checks: waking up when the earliest deadline is due, checking what
// is due, and keeping its plan and its published status in step. Kept apart from the public
// API in LeakDetector.swift.
extension LeakDetector {
  // MARK: - Checks

  func wakeUp(_ token: UInt64) {
    let now = scheduler.now
    let (due, change) = update { $0.takeDue(wakeUp: token, now: now) }
    apply(change)

    var checked: [UInt64] = []
    for expectation in due {
      switch (expectation.check.kind, expectation.check.target) {
      case (.deallocation, let object?):
        Self.checkDeallocation(of: object)
        checked.append(expectation.id)
      case (.unjudgedDisappearance, _), (_, nil):
        checked.append(expectation.id)
      case (.disappearance, let view?):
        if isMainThread() {
          MainActor.assumeIsolated { Self.checkDisappearance(of: view) }
          checked.append(expectation.id)
        } else {
          let id = expectation.id
          Task { @MainActor in
            Self.checkDisappearance(of: view)
            self.resolve([id])
          }
        }
      }
    }
    resolve(checked)
  }

  func resolve(_ ids: [UInt64]) {
    guard !ids.isEmpty else { return }
    apply(update { $0.resolve(ids) })
  }

  // MARK: - State

  /// Changes the plan, then publishes the number of unresolved expectations if it changed.
  func update<Result>(_ body: (inout LeakDetectionPlan) -> Result) -> Result {
    let result = state.withLock { state in
      let result = body(&state.plan)
      state.publication.queue(state.plan.unresolvedCount)
      return result
    }
    publishStatus()
    return result
  }

  /// Delivers the queued counts, in order, unless another thread is delivering them already.
  func publishStatus() {
    guard state.withLock({ $0.publication.claim() }) else { return }
    while let count = state.withLock({ $0.publication.next() }) {
      pendingCount.accept(count)
    }
  }

  /// Carries out a wake-up change outside the locks (a scheduler may call back).
  func apply(_ change: LeakDetectionPlan.WakeUpChange) {
    switch change {
    case .none:
      return
    case .withdraw(let handle):
      handle.dispose()
    case .schedule(let deadline, let token, let replaced):
      replaced?.dispose()
      // Weakly: a scheduler keeps its work until it runs, and a virtual clock that is never
      // advanced keeps it for good, which would keep this detector (and all it holds) too.
      let handle = scheduler.scheduleCancellable(at: deadline) { [weak self] in
        self?.wakeUp(token)
      }
      let isCurrent = state.withLock { $0.plan.attach(handle, toWakeUp: token) }
      // Replaced or withdrawn while it was being scheduled (or it already ran).
      if !isCurrent { handle.dispose() }
    }
  }

  /// `seconds` as a duration: negative and NaN become zero, and anything beyond a year is
  /// capped, so a deadline never overflows.
  static func duration(seconds: Double) -> Duration {
    let capped = seconds.isNaN ? 0 : min(max(seconds, 0), 365 * 24 * 60 * 60)
    return .nanoseconds(Int64(capped * 1e9))
  }
}
