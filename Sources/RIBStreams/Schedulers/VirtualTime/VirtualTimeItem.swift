import RIBSupport

/// Work scheduled on a virtual-time scheduler (``VirtualTimeScheduler``, RIBTesting's
/// `TestScheduler`): disposing it before it runs cancels it and lets
/// go of it; after it runs, disposing it disposes what the work returned.
package final class VirtualTimeItem<Time>: Disposable, @unchecked Sendable {
  /// When it is due.
  package let time: Time
  /// The order it was scheduled in: among items due at the same time, the lower runs first.
  package let id: Int
  private let work: Locked<(() -> any Disposable)?>
  private let result = SingleAssignmentDisposable()

  package init(time: Time, id: Int, work: @escaping () -> any Disposable) {
    self.time = time
    self.id = id
    self.work = Locked(work)
  }

  package var isDisposed: Bool { result.isDisposed }

  /// Runs the work, unless it was disposed; runs it at most once.
  package func run() {
    guard let work = takeWork(), !result.isDisposed else { return }
    result.setDisposable(work())
  }

  package func dispose() {
    result.dispose()
    // Let go of outside the lock: what the work captured may run code as it goes.
    _ = takeWork()
  }

  private func takeWork() -> (() -> any Disposable)? {
    work.withLock { work in
      defer { work = nil }
      return work
    }
  }
}
