/// Whether a ``LeakDetector`` has expectations waiting.
///
/// ```swift
/// detector.status.subscribe(onNext: { status in print(status == .inProgress ? "…" : "done") })
/// ```
public enum LeakDetectionStatus: Sendable, Hashable {
  // RIBs' spellings, so that a `switch` written against RIBs stays exhaustive.
  /// At least one expectation has not resolved yet.
  case InProgress
  /// No expectation is waiting.
  case DidComplete

  /// ``InProgress``, in Swift's usual spelling.
  public static var inProgress: LeakDetectionStatus { .InProgress }

  /// ``DidComplete``, in Swift's usual spelling.
  public static var didComplete: LeakDetectionStatus { .DidComplete }
}

/// The default times leak expectations wait, in seconds (upstream's values).
public enum LeakDefaultExpectationTime {
  /// How long an object may take to be deallocated: 1 second.
  public static let deallocation: Double = 1.0
  /// How long a view may take to disappear: 5 seconds.
  public static let viewDisappear: Double = 5.0
}

/// A pending leak expectation; cancelling it withdraws the check.
///
/// ```swift
/// let handle = LeakDetector.instance.expectDeallocate(object: cache)
/// handle.cancel()  // no check, and the detector's count drops by one (only once)
/// ```
@preconcurrency public protocol LeakDetectionHandle: Sendable {
  /// Withdraws the expectation. Its check will not run, and it no longer counts towards
  /// ``LeakDetector/status``. Cancelling twice, or after the check ran, does nothing.
  func cancel()
}
