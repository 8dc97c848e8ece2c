import RIBStreams

/// A unit of background logic bound to an interactor's scope: it runs while it is started and
/// the interactor is active.
@preconcurrency @MainActor
public protocol Working: AnyObject {
  /// Starts the worker within `interactorScope`. It runs now if the scope is active, else when
  /// it becomes active, and pauses whenever the scope deactivates. Starting twice does
  /// nothing.
  func start(_ interactorScope: any InteractorScope)

  /// Stops the worker. Stopping twice does nothing.
  func stop()

  /// Whether the worker is started (it runs only while its scope is also active).
  var isStarted: Bool { get }

  /// ``isStarted`` as a stream: the current value on subscribe, then every change.
  var isStartedStream: Observable<Bool> { get }
}
