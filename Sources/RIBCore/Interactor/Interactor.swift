import RIBStreams
import RIBSupport

/// The business logic of a RIB: it decides, and tells its router where to go and its presenter
/// what to show.
///
/// An interactor is inactive when created. Its router activates it when the RIB is attached
/// (under an active parent, or when the parent activates) and deactivates it when the RIB is
/// detached; subclasses put their work in ``didBecomeActive()`` and undo it in
/// ``willResignActive()``. Subscriptions made while active are tied to the activation with
/// ``RIBStreams/Disposable/disposeOnDeactivate(interactor:fileID:line:)``.
///
/// ```swift
/// final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable {
///   weak var listener: OffGameListener?
///   private let scoreStream: ScoreStream
///
///   override func didBecomeActive() {
///     super.didBecomeActive()
///     scoreStream.score
///       .subscribe(onNext: { [presenter] score in presenter.set(score: score) })
///       .disposeOnDeactivate(interactor: self)
///   }
/// }
/// ```
///
/// Interactors are main-actor isolated, like everything in a RIB tree; see <doc:ConcurrencyModel>.
@preconcurrency @MainActor
open class Interactor: Interactable {
  // The stored `var`s are main-actor state, never accessed concurrently, so they skip the
  // run-time exclusivity checks that an open class's properties otherwise get: with the
  // checks, activating and deactivating a chain of RIBs runs 19% more instructions per level,
  // attaching and detaching a child 5% more (callgrind, release build). No access to them spans
  // a call into user code (`didBecomeActive`, `willResignActive`, bound disposables run on
  // copies), so the checks would find nothing there.
  // `activeSubject` is created when first asked for: most interactors are only observed by
  // their router, which follows them directly (see `activenessFollower`).
  @exclusivity(unchecked) private var activeSubject: BehaviorSubject<Bool>?
  // Everything bound to the current activation, in binding order. Main-actor state like the
  // rest, so a plain array: a locked group cost three allocations per activation.
  @exclusivity(unchecked) private var activationDisposables: [any Disposable] = []
  /// The router of this RIB, told of each change of activeness after the stream's observers.
  /// Not a subscription to `isActiveStream`, which cost every RIB a subject and four objects.
  /// Weak, not unowned: a router released off the main actor is deinitialised later, on it,
  /// and until then a weak reference already reads `nil`, so the interactor stops telling it.
  @exclusivity(unchecked) private weak var activenessFollower: (any ActivenessFollowing)?
  /// Set while ``deactivate()`` runs ``willResignActive()`` and disposes what was bound to the
  /// activation: the interactor is still active then, and a deactivation asked for from inside
  /// either (a RIB that has its parent detach it) must not start the one under way again.
  @exclusivity(unchecked) private(set) var isResigning = false
  /// Whether the interactor has ever been active: a router attaching a child needs to tell a
  /// parent that was never activated (a test's, a tree assembled before launch) from one that
  /// was active and no longer is.
  @exclusivity(unchecked) private(set) var hasBeenActive = false

  /// Creates an inactive interactor.
  public init() {}

  /// Whether the interactor is active.
  @exclusivity(unchecked) public private(set) final var isActive = false

  /// The activeness: the current value on subscribe, then every change. Completes when the
  /// interactor is deallocated.
  public final var isActiveStream: Observable<Bool> {
    if let activeSubject { return activeSubject.asObservable() }
    let subject = BehaviorSubject(value: isActive)
    activeSubject = subject
    return subject.asObservable()
  }

  /// Activates the interactor: marks it active, emits `true` on ``isActiveStream`` (which
  /// starts its workers), has its router activate the RIB's attached descendants, then calls
  /// ``didBecomeActive()``, so `isActive` is already `true` inside it. Does nothing if it is
  /// already active.
  public final func activate() {
    guard !isActive else { return }
    isActive = true
    hasBeenActive = true
    activeSubject?.onNext(true)
    activenessFollower?.interactorDidChangeActiveness()
    didBecomeActive()
  }

  /// Deactivates the interactor: calls ``willResignActive()`` while still active, disposes
  /// everything bound to this activation, marks it inactive, emits `false` on
  /// ``isActiveStream`` (which stops its workers), then has its router deactivate the RIB's
  /// attached descendants. Does nothing if it is already inactive, or if it is called from
  /// ``willResignActive()`` or from a disposal bound to this activation (say, by a RIB that
  /// has its parent detach it there): the deactivation under way goes on.
  public final func deactivate() {
    guard isActive, !isResigning else { return }
    // Resigning until inactive, bound disposals included: a `deactivate()` from one of them
    // is part of this one, and an attach from one of them finds the RIB resigning.
    isResigning = true
    willResignActive()
    let bound = activationDisposables
    activationDisposables = []
    for disposable in bound { disposable.dispose() }
    isActive = false
    isResigning = false
    activeSubject?.onNext(false)
    activenessFollower?.interactorDidChangeActiveness()
  }

  /// Called after the interactor became active. Override to start the RIB's work; call
  /// `super`.
  open func didBecomeActive() {}

  /// Called when the interactor is about to become inactive, while it is still active.
  /// Override to undo what ``didBecomeActive()`` did (a view-less RIB removes its views here);
  /// call `super`.
  open func willResignActive() {}

  /// Binds `disposable` to the current activation. Returns `false` if inactive.
  final func bindToActivation(_ disposable: any Disposable) -> Bool {
    guard isActive else { return false }
    activationDisposables.append(disposable)
    return true
  }

  /// Makes `follower` the router told of changes of activeness. Returns `false`, changing
  /// nothing, if another router already follows this interactor (two routers sharing one
  /// interactor): that one then subscribes to ``isActiveStream`` instead.
  final func setActivenessFollower(_ follower: any ActivenessFollowing) -> Bool {
    if let activenessFollower { return activenessFollower === follower }
    activenessFollower = follower
    return true
  }

  deinit {
    // A subclass's stored properties are already gone when this runs, so `willResignActive()`
    // cannot be called; what the framework owns is still torn down as `deactivate()` would.
    let bound = activationDisposables
    let activeSubject = activeSubject
    if bound.isEmpty, activeSubject == nil { return }
    let teardown = InteractorTeardown(
      bound: bound, activeSubject: activeSubject, wasActive: isActive)
    // An interactor is often released by whatever held it last, such as a subscription ending
    // on a background queue; its observers (workers, routers, confined subscriptions) are
    // main-actor code, so the teardown moves there.
    MainActorTeardown.run { teardown.run() }
  }
}

/// What an interactor's deinit tears down, held apart from the interactor so that it can run
/// on the main actor after the interactor is gone.
private struct InteractorTeardown: Sendable {
  let bound: [any Disposable]
  let activeSubject: BehaviorSubject<Bool>?
  let wasActive: Bool

  @preconcurrency @MainActor
  func run() {
    for disposable in bound { disposable.dispose() }
    if wasActive { activeSubject?.onNext(false) }
    activeSubject?.onCompleted()
  }
}
