import Dispatch

/// The time source of a ``LeakDetector``: it tells the time and runs work later.
///
/// The default, ``DispatchLeakDetectionScheduler``, needs no run loop. Tests inject a virtual
/// one (RIBTesting's `VirtualLeakDetectionScheduler`) and advance it, so leak checks run at once
/// and deterministically, without sleeping.
public protocol LeakDetectionScheduler: Sendable {
  /// The current time, as a duration since an arbitrary fixed origin.
  var now: Duration { get }

  /// Runs `work` once, no earlier than `deadline` (in the same time base as ``now``).
  func schedule(at deadline: Duration, _ work: @escaping @Sendable () -> Void)
}

/// Runs leak checks on a Dispatch queue, with the monotonic system clock.
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
    let (seconds, attoseconds) = deadline.components
    let nanoseconds =
      UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds / 1_000_000_000))
    queue.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: nanoseconds), execute: work)
  }
}
