import RIBSupport

/// RxSwift's global hooks, for code that sets them (an app's start-up, a test base class).
///
/// RIBStreams reports every error that reaches a subscription without an error handler
/// through Diagnostics (an `unhandledError` report naming where the subscription was made).
/// ``defaultErrorHandler`` is called as well: by default it does nothing more; set it to log
/// or count such errors yourself:
///
/// ```swift
/// Hooks.defaultErrorHandler = { _, error in logger.error("unhandled: \(error)") }
/// ```
public enum Hooks {
  /// Handles an error that no subscriber handled: the call stack recorded for the
  /// subscription (empty unless ``recordCallStackOnError`` is set), and the error.
  public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: any Error)
    -> Void

  /// Captures the call stack recorded with an unhandled error.
  public typealias CustomCaptureSubscriptionCallstack = () -> [String]

  private struct State {
    var errorHandler: DefaultErrorHandler?
    var captureCallStack: CustomCaptureSubscriptionCallstack = { [] }
    var recordsCallStack = false
  }

  private static let state = Locked(State())

  /// What an unhandled error goes to, after its Diagnostics report; by default, nothing.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { state.withLock { $0.errorHandler } ?? { _, _ in } }
    set { state.withLock { $0.errorHandler = newValue } }
  }

  /// What captures the call stack passed to ``defaultErrorHandler`` when
  /// ``recordCallStackOnError`` is set; by default, nothing (an empty stack).
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { state.withLock { $0.captureCallStack } }
    set { state.withLock { $0.captureCallStack = newValue } }
  }

  /// Whether ``customCaptureSubscriptionCallstack`` runs for an unhandled error.
  public static var recordCallStackOnError: Bool {
    get { state.withLock { $0.recordsCallStack } }
    set { state.withLock { $0.recordsCallStack = newValue } }
  }

  /// The handler set by the user, if any, with the call stack to pass it. Read under the lock;
  /// the caller calls the handler after it.
  static func customErrorHandler() -> (DefaultErrorHandler, [String])? {
    let (handler, capture, records) = state.withLock {
      ($0.errorHandler, $0.captureCallStack, $0.recordsCallStack)
    }
    guard let handler else { return nil }
    return (handler, records ? capture() : [])
  }
}
