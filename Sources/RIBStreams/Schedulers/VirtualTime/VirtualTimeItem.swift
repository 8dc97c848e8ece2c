import RIBSupport

/// Work scheduled on a ``VirtualTimeScheduler``: disposing it before it runs cancels it and lets
/// go of it; after it runs, disposing it disposes what the work returned.
final class VirtualTimeItem<Time>: Disposable, @unchecked Sendable {
  /// When it is due.
  let time: Time
  /// The order it was scheduled in: among items due at the same time, the lower runs first.
  let id: Int
  private let work: Locked<(() -> any Disposable)?>
  private let result = SingleAssignmentDisposable()

  init(time: Time, id: Int, work: @escaping () -> any Disposable) {
    self.time = time
    self.id = id
    self.work = Locked(work)
  }

  var isDisposed: Bool { result.isDisposed }

  /// Runs the work, unless it was disposed; runs it at most once.
  func run() {
    guard let work = takeWork(), !result.isDisposed else { return }
    result.setDisposable(work())
  }

  func dispose() {
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
