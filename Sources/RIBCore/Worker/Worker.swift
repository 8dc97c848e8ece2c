import RIBStreams
import RIBSupport

/// Logic that runs alongside an interactor, for as long as the interactor is active: polling,
/// syncing, reacting to a stream.
///
/// Subclasses put their work in ``didStart(_:)`` and bind subscriptions with
/// ``RIBStreams/Disposable/disposeOnStop(_:fileID:line:)``; they end when the worker stops or its
/// interactor deactivates. The worker holds its interactor weakly: a worker never keeps an
/// interactor alive.
///
/// ```swift
/// final class ScoreSyncWorker: Worker {
///   override func didStart(_ interactorScope: InteractorScope) {
///     super.didStart(interactorScope)
///     scoreStream.score
///       .subscribe(onNext: { [uploader] in uploader.upload($0) })
///       .disposeOnStop(self)
///   }
/// }
///
/// // In the interactor:
/// scoreSyncWorker.start(self)
/// ```
@preconcurrency @MainActor
open class Worker: Working {
  private let startedRelay = BehaviorRelay(value: false)
  private var scopeBinding: SingleAssignmentDisposable?
  // Subscriptions of the current run; replaced when the run ends.
  private var runDisposables = CompositeDisposable()

  /// Whether the worker is running now: started, and its interactor active.
  public private(set) final var isRunning = false

  /// Creates a stopped worker.
  public init() {}

  /// Whether the worker is started.
  public final var isStarted: Bool { startedRelay.value }

  /// ``isStarted`` as a stream: the current value on subscribe, then every change.
  public final var isStartedStream: Observable<Bool> {
    startedRelay.asObservable().distinctUntilChanged()
  }

  /// Starts the worker within `interactorScope`; see ``Working/start(_:)``.
  public final func start(_ interactorScope: any InteractorScope) {
    guard !isStarted else { return }
    startedRelay.accept(true)
    // Stored before subscribing: the subscription replays the scope's state at once, and a
    // `didStart` that stops the worker (and perhaps starts it on another scope) must find and
    // dispose this binding, not leave one that `start` stores after it returns.
    let binding = SingleAssignmentDisposable()
    scopeBinding = binding
    // The closure holds the scope weakly, and the subscription belongs to the worker, so
    // neither the worker nor the scope keeps the other alive.
    binding.setDisposable(
      interactorScope.isActiveStream
        .subscribe(onNext: { [weak self, weak interactorScope, weak binding] isActive in
          if isMainThread() {
            MainActor.assumeIsolated {
              guard let self, let binding, self.scopeBinding === binding else { return }
              self.follow(interactorScope, isActive: isActive)
            }
          } else {
            // Not expected: subscribed on the main actor, this closure is delivered on the main
            // thread even when a hand-written scope emits elsewhere. Checked rather than
            // assumed, so that it can never trap; followed on the main actor, with the scope's
            // state by then (the value carried here may be stale once the task runs).
            Task { @MainActor [weak self, weak interactorScope, weak binding] in
              guard let self, let binding, self.scopeBinding === binding else { return }
              self.follow(interactorScope, isActive: interactorScope?.isActive ?? false)
            }
          }
        }))
  }

  private func follow(_ interactorScope: (any InteractorScope)?, isActive: Bool) {
    guard isStarted else { return }
    if isActive, let interactorScope {
      run(in: interactorScope)
    } else {
      pause()
    }
  }

  /// Stops the worker; see ``Working/stop()``.
  public final func stop() {
    guard isStarted else { return }
    startedRelay.accept(false)
    scopeBinding?.dispose()
    scopeBinding = nil
    pause()
  }

  /// Called when the worker starts running: it is started and its interactor is active.
  /// Override to begin the work; call `super`.
  open func didStart(_ interactorScope: any InteractorScope) {}

  /// Called when the worker stops running: it was stopped, or its interactor deactivated.
  /// Override to end work not bound with `disposeOnStop`; call `super`.
  open func didStop() {}

  /// Binds `disposable` to the current run. Returns `false` if the worker is not running.
  final func bindToRun(_ disposable: any Disposable) -> Bool {
    guard isRunning else { return false }
    runDisposables.insert(disposable)
    return true
  }

  private func run(in interactorScope: any InteractorScope) {
    guard !isRunning else { return }
    isRunning = true
    didStart(interactorScope)
  }

  private func pause() {
    guard isRunning else { return }
    isRunning = false
    let bound = runDisposables
    runDisposables = CompositeDisposable()
    bound.dispose()
    didStop()
  }

  deinit {
    scopeBinding?.dispose()
    runDisposables.dispose()
  }
}

/// Ends a subscription with part of a RIB's life: an interactor's activation
/// (``disposeOnDeactivate(interactor:fileID:line:)``), a worker's run
/// (``disposeOnStop(_:fileID:line:)``) or a workflow's run (``disposeWith(workflow:)``).
extension Disposable {
  /// Disposes this subscription when `worker` stops running (it is stopped, or its interactor
  /// deactivates).
  ///
  /// On a worker that is not running, the subscription is disposed at once and the call is
  /// reported through ``Diagnostics``.
  @preconcurrency @MainActor
  @discardableResult
  public func disposeOnStop(
    _ worker: Worker, fileID: String = #fileID, line: Int = #line
  )
    -> any Disposable
  {
    bound(
      by: worker.bindToRun, orReport: .disposeOnStoppedWorker,
      "disposeOnStop(_:) on \(ObjectDescription(worker)), which is not running:"
        + " the subscription was disposed at once. Subscribe in didStart(_:).",
      about: worker, fileID: fileID, line: line)
  }
}
