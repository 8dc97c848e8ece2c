import RIBSupport
import Synchronization

/// A disposable whose disposal runs on a scheduler: RxSwift's `ScheduledDisposable`.
///
/// Disposing it schedules the disposal of the wrapped disposable on ``scheduler``; that
/// disposal happens once, however many times and from however many threads this is disposed.
/// Use it where a resource must be released on a particular queue or thread.
///
/// ```swift
/// let subscription = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: token)
/// subscription.dispose()  // `token` is disposed on the main thread
/// ```
public final class ScheduledDisposable: Cancelable {
  /// Where the wrapped disposable is disposed.
  public let scheduler: any ImmediateSchedulerType

  /// The wrapped disposable until it is disposed; let go of then, so that what it holds goes.
  private let disposable: Locked<(any Disposable)?>
  /// Set by the first ``dispose()``: later calls schedule nothing.
  private let isScheduled = Atomic<Bool>(false)
  /// Set when the disposal ran on the scheduler.
  private let disposed = Atomic<Bool>(false)

  /// Wraps `disposable`, to be disposed on `scheduler` when this is disposed.
  public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
    self.scheduler = scheduler
    self.disposable = Locked(disposable)
  }

  /// Whether the wrapped disposable has been disposed. It turns `true` when the disposal has run
  /// on ``scheduler``, not when ``dispose()`` is called, as in RxSwift.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Schedules the disposal of the wrapped disposable on ``scheduler``; it runs once.
  public func dispose() {
    guard !isScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    _ = scheduler.schedule(self) { scheduled in
      scheduled.disposeWrapped()
      return Disposables.create()
    }
  }

  private func disposeWrapped() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let wrapped = disposable.withLock { wrapped in
      defer { wrapped = nil }
      return wrapped
    }
    // Outside the lock: disposal is the wrapped disposable's code.
    wrapped?.dispose()
  }
}
