import RIBCore
import RIBStreams

/// A stand-in for a worker, in the Mockolo shape RIBs tests know: `startCallCount`,
/// `startHandler`, a settable `isStarted`, and `isStartedStreamSubject` for the test to drive.
///
/// ```swift
/// let worker = WorkerMock()
/// let interactor = LoggedInInteractor(scoreSyncWorker: worker)
/// interactor.activate()
/// XCTAssertEqual(worker.startCallCount, 1)
/// XCTAssertTrue(worker.lastStartedScope === interactor)
/// ```
///
/// Without a handler, ``start(_:)`` and ``stop()`` set ``isStarted``, as a worker would. With a
/// handler, the handler replaces that behaviour.
///
/// Like a `Worker`, the mock holds the scope it was started in weakly (``lastStartedScope``)
/// and keeps no history of it: an interactor that owns its workers would otherwise never be
/// deallocated.
@preconcurrency @MainActor
open class WorkerMock: Working {
  private let startFunction = MockFunction<any InteractorScope, Void>(
    "WorkerMock.start", keepsArgValues: false)
  private let stopFunction = MockFunction<Void>("WorkerMock.stop")

  /// Creates a stopped worker.
  public init() {}

  /// The scope of the latest ``start(_:)``, held weakly.
  public private(set) weak var lastStartedScope: (any InteractorScope)?

  /// Whether the worker is started. Each set is counted in ``isStartedSetCallCount``; a change
  /// is emitted on ``isStartedStreamSubject``.
  open var isStarted = false {
    didSet {
      isStartedSetCallCount += 1
      if isStarted != oldValue { isStartedStreamSubject.onNext(isStarted) }
    }
  }

  /// How many times ``isStarted`` was set.
  public var isStartedSetCallCount = 0

  /// The subject behind ``isStartedStream``; emit on it to drive the stream.
  open var isStartedStreamSubject = BehaviorSubject(value: false) {
    didSet { isStartedStreamSubjectSetCallCount += 1 }
  }

  /// How many times ``isStartedStreamSubject`` was replaced.
  public var isStartedStreamSubjectSetCallCount = 0

  /// ``isStartedStreamSubject``, as an observable.
  open var isStartedStream: Observable<Bool> { isStartedStreamSubject.asObservable() }

  /// Runs instead of the default behaviour of ``start(_:)``.
  public var startHandler: ((any InteractorScope) -> Void)? {
    get { startFunction.handler }
    set { startFunction.handler = newValue }
  }

  /// How many times ``start(_:)`` was called.
  public var startCallCount: Int { startFunction.callCount }

  /// Records the call and remembers `interactorScope` weakly; runs ``startHandler`` if set,
  /// else sets ``isStarted`` to `true`.
  open func start(_ interactorScope: any InteractorScope) {
    lastStartedScope = interactorScope
    if startFunction.callIfHandled(interactorScope) == nil { isStarted = true }
  }

  /// Runs instead of the default behaviour of ``stop()``.
  public var stopHandler: (() -> Void)? {
    get { stopFunction.handler }
    set { stopFunction.handler = newValue }
  }

  /// How many times ``stop()`` was called.
  public var stopCallCount: Int { stopFunction.callCount }

  /// Records the call; runs ``stopHandler`` if set, else sets ``isStarted`` to `false`.
  open func stop() {
    if stopFunction.callIfHandled() == nil { isStarted = false }
  }
}
