import RIBCore
import RIBStreams

/// A stand-in for an interactor, in the Mockolo shape RIBs tests know: `activateCallCount`,
/// `activateHandler`, a settable `isActive`, and `isActiveStreamSubject` for the test to drive.
///
/// Subclass it to mock your RIB's `…Interactable` protocol:
///
/// ```swift
/// final class RootInteractableMock: InteractableMock, RootInteractable {
///   var router: RootRouting?
///   var listener: RootListener?
///
///   let didLoginFunction = MockFunction<String, String, Void>("RootInteractableMock.didLogin")
///   func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
///     didLoginFunction.call(player1Name, player2Name)
///   }
/// }
/// ```
///
/// Without a handler, ``activate()`` and ``deactivate()`` set ``isActive`` as an interactor
/// would, so a real router driving this mock sees it change. With a handler, the handler
/// replaces that behaviour.
///
/// ``isActiveStream`` replays the current value to each subscriber, as the framework's
/// interactors do (routers and workers rely on it). Setting ``isActive`` emits the new value
/// when it changes; emitting on ``isActiveStreamSubject`` directly drives the stream alone.
@preconcurrency @MainActor
open class InteractableMock: Interactable {
  private let activateFunction = MockFunction<Void>("InteractableMock.activate")
  private let deactivateFunction = MockFunction<Void>("InteractableMock.deactivate")

  /// Creates a mock, inactive unless `isActive` is `true`.
  public init(isActive: Bool = false) {
    self.isActive = isActive
    isActiveStreamSubject = BehaviorSubject(value: isActive)
  }

  /// Whether the interactor is active. Each set is counted in ``isActiveSetCallCount``; a
  /// change is emitted on ``isActiveStreamSubject``.
  open var isActive: Bool {
    didSet {
      isActiveSetCallCount += 1
      if isActive != oldValue { isActiveStreamSubject.onNext(isActive) }
    }
  }

  /// How many times ``isActive`` was set.
  public var isActiveSetCallCount = 0

  /// The subject behind ``isActiveStream``; emit on it to drive the stream.
  open var isActiveStreamSubject: BehaviorSubject<Bool> {
    didSet { isActiveStreamSubjectSetCallCount += 1 }
  }

  /// How many times ``isActiveStreamSubject`` was replaced.
  public var isActiveStreamSubjectSetCallCount = 0

  /// ``isActiveStreamSubject``, as an observable.
  open var isActiveStream: Observable<Bool> { isActiveStreamSubject.asObservable() }

  /// Runs instead of the default behaviour of ``activate()``.
  public var activateHandler: (() -> Void)? {
    get { activateFunction.handler }
    set { activateFunction.handler = newValue }
  }

  /// How many times ``activate()`` was called.
  public var activateCallCount: Int { activateFunction.callCount }

  /// Records the call; runs ``activateHandler`` if set, else sets ``isActive`` to `true`.
  open func activate() {
    if activateFunction.callIfHandled() == nil { isActive = true }
  }

  /// Runs instead of the default behaviour of ``deactivate()``.
  public var deactivateHandler: (() -> Void)? {
    get { deactivateFunction.handler }
    set { deactivateFunction.handler = newValue }
  }

  /// How many times ``deactivate()`` was called.
  public var deactivateCallCount: Int { deactivateFunction.callCount }

  /// Records the call; runs ``deactivateHandler`` if set, else sets ``isActive`` to `false`.
  open func deactivate() {
    if deactivateFunction.callIfHandled() == nil { isActive = false }
  }

  deinit {
    // Like an interactor's, the stream completes when the interactor goes.
    isActiveStreamSubject.onCompleted()
  }
}
