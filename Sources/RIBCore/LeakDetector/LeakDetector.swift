import Dispatch
import RIBStreams
import RIBSupport

/// Checks that objects are deallocated, and views disappear, within a time limit after they
/// should have; reports those that are not through ``Diagnostics``.
///
/// Routers register their interactor and view, and presentable interactors their presenter,
/// when they are deallocated, so a RIB that is detached but kept alive by a retain cycle is
/// reported without any code of yours. You can add expectations of your own:
///
/// ```swift
/// let handle = LeakDetector.instance.expectDeallocate(object: detachedCache)
/// handle.cancel()  // changed our mind: no check
/// ```
///
/// ## Time
/// Time comes from a ``LeakDetectionScheduler``: by default ``DispatchLeakDetectionScheduler``,
/// which needs no run loop; tests inject a virtual one and advance it. All expectations share
/// one pending wake-up, at the earliest deadline; when no expectation is left, that wake-up is
/// withdrawn, so nothing runs. The wake-up does not keep the detector alive: checks run while
/// something holds it (``instance`` holds the process-wide one, and each router its own until
/// it is deallocated); keep a detector you scope with ``withInstance(_:operation:)`` until its
/// checks have run.
///
/// ## Threads
/// Expectations may be added and cancelled from any thread. Deallocation checks run where the
/// scheduler runs its work. A view's visibility is read on the main actor: at once if the check
/// runs on the main thread, else on the next turn of the main actor (a program whose main
/// thread never yields never completes such a check). A ``Diagnostic/Kind/leak`` is reported
/// from the thread of the check; if that is not the main thread, the detector hands its
/// reference to the object to the main queue to drop, so the object's `deinit` never runs on
/// the checking thread.
///
/// ## Switching it off
/// Set the environment variable `DISABLE_LEAK_DETECTION` to `YES` (or `1`, `true`) before the
/// first use to make the default detector do nothing, create one with `isEnabled: false`, or
/// replace the detector in force with ``setInstance(_:)`` / ``withInstance(_:operation:)``.
///
/// ## Mocking it
/// A test may subclass it and override ``expectDeallocate(object:inTime:)``,
/// ``expectViewControllerDisappear(viewController:inTime:)`` or ``status``, as RIBs' own tests
/// do, and put the mock in force with ``setInstance(_:)``: routers and interactors created
/// after that register with the mock. The subclass restates `@unchecked Sendable` (a subclass
/// in another module that does not is warned about, in the Swift 5 mode too, because this class
/// is `Sendable` and RIBs' is not), is declared `nonisolated` in a module with default
/// main-actor isolation (the detector is called from any thread), and keeps its own state
/// thread-safe. Its override of ``expectViewControllerDisappear(viewController:inTime:)`` takes
/// `any ViewControllable`, where RIBs' takes a `UIViewController`.
open class LeakDetector: @unchecked Sendable {
  let scheduler: any LeakDetectionScheduler
  // Never held while the relay delivers (see `StatusPublication`): a status observer may add an
  // expectation while the relay's lock is held.
  let state = Locked(DetectorState())
  let pendingCount = BehaviorRelay(value: 0)

  /// Whether expectations are checked at all. A disabled detector records nothing, schedules
  /// nothing and reports nothing; its status stays ``LeakDetectionStatus/didComplete``.
  public let isEnabled: Bool

  /// Creates a detector that takes its time from `scheduler`.
  ///
  /// ```swift
  /// let detector = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: true)
  /// ```
  ///
  /// - Parameters:
  ///   - scheduler: Where the detector gets the time and runs its checks; by default a
  ///     ``DispatchLeakDetectionScheduler`` on a queue of its own.
  ///   - isEnabled: Whether expectations are checked; by default, unless the environment
  ///     variable `DISABLE_LEAK_DETECTION` is `YES`, `1` or `true`.
  public init(
    scheduler: any LeakDetectionScheduler = DispatchLeakDetectionScheduler(),
    isEnabled: Bool = !LeakDetector.isDisabledByEnvironment
  ) {
    self.scheduler = scheduler
    self.isEnabled = isEnabled
  }

  // MARK: - Expectations

  /// Expects `object` to be deallocated within `time` seconds; reports a
  /// ``Diagnostic/Kind/leak`` naming its type if it is still alive then.
  ///
  /// ```swift
  /// LeakDetector.instance.expectDeallocate(object: detachedRouter.interactable)
  /// ```
  ///
  /// - Returns: A handle that withdraws the expectation.
  ///
  /// A subclass that overrides it (a test's mock, as in RIBs' own tests) sees every
  /// expectation, the framework's routers' and interactors' included.
  @discardableResult
  open func expectDeallocate(
    object: AnyObject, inTime time: Double = LeakDefaultExpectationTime.deallocation
  ) -> any LeakDetectionHandle {
    expectDeallocation(of: object, source: nil, inTime: time)
  }

  /// ``expectDeallocate(object:inTime:)``, with what expected it, which the report names. A
  /// subclass gets the call through ``expectDeallocate(object:inTime:)``, which it may
  /// override.
  @discardableResult
  package func expectDeallocate(
    object: AnyObject, source: LeakExpectationSource?,
    inTime time: Double = LeakDefaultExpectationTime.deallocation
  ) -> any LeakDetectionHandle {
    guard type(of: self) == LeakDetector.self else {
      return expectDeallocate(object: object, inTime: time)
    }
    return expectDeallocation(of: object, source: source, inTime: time)
  }

  private func expectDeallocation(
    of object: AnyObject, source: LeakExpectationSource?, inTime time: Double
  ) -> any LeakDetectionHandle {
    guard isEnabled else { return ResolvedHandle() }
    return expect(.deallocation(WeakObject(object, source: source)), within: time)
  }

  /// Expects `viewController` to have disappeared within `time` seconds; reports a
  /// ``Diagnostic/Kind/viewDidNotDisappear`` if it is still shown then.
  ///
  /// Only a view that adopts ``ViewVisibilityReporting`` can be judged (see there for what
  /// "disappeared" means). The expectation of any other view counts towards ``status`` until
  /// its deadline like any other, and then passes.
  ///
  /// ```swift
  /// LeakDetector.instance.expectViewControllerDisappear(viewController: dismissedView)
  /// ```
  ///
  /// - Returns: A handle that withdraws the expectation.
  @discardableResult
  open func expectViewControllerDisappear(
    viewController: any ViewControllable,
    inTime time: Double = LeakDefaultExpectationTime.viewDisappear
  ) -> any LeakDetectionHandle {
    guard isEnabled else { return ResolvedHandle() }
    guard viewController is any ViewVisibilityReporting else {
      return expect(.unjudgedDisappearance, within: time)
    }
    return expect(.disappearance(WeakObject(viewController)), within: time)
  }

  /// ``LeakDetectionStatus/inProgress`` while any expectation is unresolved, else
  /// ``LeakDetectionStatus/didComplete``: the last published status on subscribe, then every
  /// change, in order, one at a time.
  ///
  /// A change is delivered on the thread that made it, after that thread has released the
  /// detector's lock, unless another thread is delivering a change at that moment: then that
  /// thread delivers this one too, after its own. So an observer may add or cancel
  /// expectations; the change it makes is delivered once it returns.
  ///
  /// An expectation resolves when it is cancelled or when its check has run (and reported, if
  /// it found something), so `didComplete` follows every report.
  ///
  /// ```swift
  /// detector.status
  ///   .filter { $0 == .didComplete }
  ///   .take(1)
  ///   .subscribe(onNext: { _ in print("all leak checks done") })
  /// ```
  open var status: Observable<LeakDetectionStatus> {
    pendingCount.asObservable()
      .map { $0 > 0 ? LeakDetectionStatus.inProgress : .didComplete }
      .distinctUntilChanged()
  }

  /// The number of unresolved expectations, at once (``status`` may not have delivered the
  /// last change yet, if another thread is delivering one).
  public var pendingExpectationCount: Int { state.withLock { $0.plan.unresolvedCount } }

  private func expect(_ check: LeakCheck, within seconds: Double) -> any LeakDetectionHandle {
    let deadline = scheduler.now + Self.duration(seconds: seconds)
    let (id, change) = update { $0.add(check, deadline: deadline) }
    apply(change)
    return ExpectationHandle(detector: self, id: id)
  }

  /// Withdraws an expectation; counted once, however often it is called.
  func cancel(_ id: UInt64) {
    apply(update { $0.cancel(id) })
  }

  /// Whether expectation `id` is still unresolved.
  func isUnresolved(_ id: UInt64) -> Bool {
    state.withLock { $0.plan.isUnresolved(id) }
  }
}

/// What the detector's lock guards.
struct DetectorState: Sendable {
  var plan = LeakDetectionPlan()
  var publication = StatusPublication()
}

struct ExpectationHandle: LeakDetectionHandle {
  let detector: LeakDetector
  let id: UInt64

  func cancel() { detector.cancel(id) }

  /// Whether the expectation is neither cancelled nor checked yet.
  var isPending: Bool { detector.isUnresolved(id) }
}

private struct ResolvedHandle: LeakDetectionHandle {
  func cancel() {}
}
