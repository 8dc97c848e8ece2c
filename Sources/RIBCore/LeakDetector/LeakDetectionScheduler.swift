import Dispatch
import RIBStreams

/// The time source of a ``LeakDetector``: it tells the time and runs work later.
///
/// The default, ``DispatchLeakDetectionScheduler``, needs no run loop. Tests inject a virtual
/// one (RIBTesting's `VirtualLeakDetectionScheduler`) and advance it, so leak checks run at once
/// and deterministically, without sleeping.
///
/// ```swift
/// let detector = LeakDetector(scheduler: DispatchLeakDetectionScheduler(queue: checksQueue))
/// ```
public protocol LeakDetectionScheduler: Sendable {
  /// The current time, as a duration since an arbitrary fixed origin.
  var now: Duration { get }

  /// Runs `work` once, no earlier than `deadline` (in the same time base as ``now``).
  func schedule(at deadline: Duration, _ work: @escaping @Sendable () -> Void)

  /// Runs `work` once, no earlier than `deadline`, unless the returned disposable is disposed
  /// first.
  ///
  /// The detector keeps one wake-up pending at most and withdraws it when no expectation is
  /// left. The default implementation schedules with ``schedule(at:_:)`` and skips `work` if
  /// it was withdrawn; implement it to remove withdrawn work from the scheduler.
  func scheduleCancellable(
    at deadline: Duration, _ work: @escaping @Sendable () -> Void
  )
    -> any Disposable
}

extension LeakDetectionScheduler {
  /// Schedules `work` with ``schedule(at:_:)``; once the returned disposable is disposed,
  /// `work` does nothing when its time comes.
  public func scheduleCancellable(
    at deadline: Duration, _ work: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let withdrawn = BooleanDisposable()
    schedule(at: deadline) {
      if !withdrawn.isDisposed { work() }
    }
    return withdrawn
  }
}

/// Runs leak checks on a Dispatch queue, with the monotonic clock that Dispatch schedules by.
///
/// ```swift
/// LeakDetector.setInstance(LeakDetector(scheduler: DispatchLeakDetectionScheduler()))
/// ```
public struct DispatchLeakDetectionScheduler: LeakDetectionScheduler {
  private let queue: DispatchQueue

  /// Runs checks on `queue` (by default, a serial utility queue of its own).
  public init(queue: DispatchQueue = DispatchQueue(label: "ribs.leak-detector", qos: .utility)) {
    self.queue = queue
  }

  /// Nanoseconds of the monotonic clock that Dispatch schedules by.
  public var now: Duration {
    .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds))
  }

  /// Enqueues `work` on the queue at `deadline`.
  public func schedule(at deadline: Duration, _ work: @escaping @Sendable () -> Void) {
    queue.asyncAfter(deadline: Self.dispatchTime(deadline), execute: work)
  }

  /// Enqueues `work` on the queue at `deadline`; disposing the result cancels it.
  public func scheduleCancellable(
    at deadline: Duration, _ work: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let item = CancellableWorkItem(work)
    queue.asyncAfter(deadline: Self.dispatchTime(deadline), execute: item.item)
    return Disposables.create { item.cancel() }
  }

  /// `deadline` as a Dispatch time, saturating instead of overflowing.
  private static func dispatchTime(_ deadline: Duration) -> DispatchTime {
    let (seconds, attoseconds) = deadline.components
    guard seconds >= 0 else { return DispatchTime(uptimeNanoseconds: 0) }
    let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return .distantFuture }
    let (total, carry) = whole.addingReportingOverflow(
      UInt64(max(0, attoseconds / 1_000_000_000)))
    return carry ? .distantFuture : DispatchTime(uptimeNanoseconds: total)
  }
}

/// A Dispatch work item that can be cancelled from any thread, which `DispatchWorkItem.cancel()`
/// allows but the type does not declare.
private struct CancellableWorkItem: @unchecked Sendable {
  let item: DispatchWorkItem

  init(_ work: @escaping @Sendable () -> Void) { item = DispatchWorkItem(block: work) }

  func cancel() { item.cancel() }
}
