import Dispatch
import RIBStreams

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
/// withdrawn, so nothing runs.
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
public final class LeakDetector: Sendable {
  private struct Expectation: Sendable {
    let id: UInt64
    let deadline: Duration
    let check: Check
  }

  private enum Check: Sendable {
    case deallocation(WeakObject)
    /// A view that reports its visibility, checked on the main actor.
    case disappearance(WeakObject)
    /// A view that cannot tell: its expectation counts until its deadline, and passes.
    case unjudgedDisappearance
  }

  private struct WakeUp: Sendable {
    let deadline: Duration
    let token: UInt64
    /// `nil` while it is being scheduled.
    var handle: (any Disposable)?
  }

  private enum WakeUpChange: Sendable {
    case none
    case withdraw(any Disposable)
    case schedule(at: Duration, token: UInt64, replacing: (any Disposable)?)
  }

  private struct State: Sendable {
    /// Expectations not yet checked, sorted by deadline from `start` on. Cancelled ones stay
    /// until they reach the front, where they are dropped.
    var queue: [Expectation] = []
    var start = 0
    /// The expectations that are not resolved: queued, or being checked. Its size is the
    /// count that ``LeakDetector/status`` reports.
    var unresolved: Set<UInt64> = []
    var nextID: UInt64 = 0
    var wakeUp: WakeUp?
    var nextToken: UInt64 = 0
  }

  private let scheduler: any LeakDetectionScheduler
  // Its lock is also held while a new count is published, so that counts are published in the
  // order of the changes; it is re-entrant, so that a status observer may add an expectation.
  private let state = LockedValue(State())
  private let pendingCount = BehaviorRelay(value: 0)

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

  // MARK: - The detector in force

  private static let installed = LockedValue(LeakDetector())

  @TaskLocal private static var scoped: LeakDetector?

  /// The detector in force: the one scoped to the current task with
  /// ``withInstance(_:operation:)``, else the process-wide one.
  ///
  /// A task-local scope is not visible inside an `isolated deinit`: Swift stops task-local
  /// lookup there, even when the object is released synchronously inside the scope. Routers
  /// and presentable interactors therefore read the detector when they are created and
  /// register with that one when they are deallocated; code of yours that registers from an
  /// `isolated deinit` should do the same.
  public static var instance: LeakDetector {
    scoped ?? installed.withLock { $0 }
  }

  /// Replaces the process-wide detector; returns the previous one.
  ///
  /// ```swift
  /// LeakDetector.setInstance(LeakDetector(isEnabled: false))  // no leak checks in this app
  /// ```
  @discardableResult
  public static func setInstance(_ detector: LeakDetector) -> LeakDetector {
    installed.withLock { current in
      defer { current = detector }
      return current
    }
  }

  /// Runs `operation` with `detector` in force for the current task (and the tasks it
  /// creates), then restores the previous one.
  ///
  /// ```swift
  /// LeakDetector.withInstance(detector) {
  ///   detector.expectDeallocate(object: cache)  // or code that reads LeakDetector.instance
  /// }
  /// ```
  public static func withInstance<R>(
    _ detector: LeakDetector, operation: () throws -> R
  ) rethrows -> R {
    try $scoped.withValue(detector, operation: operation)
  }

  /// Like ``withInstance(_:operation:)``, for asynchronous work.
  public static func withInstance<R>(
    _ detector: LeakDetector,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $scoped.withValue(detector, operation: operation, isolation: isolation)
  }

  /// Whether `DISABLE_LEAK_DETECTION` is set to `YES`, `1` or `true` (any case).
  public static var isDisabledByEnvironment: Bool {
    guard let raw = getenv("DISABLE_LEAK_DETECTION") else { return false }
    return ["yes", "1", "true"].contains(String(cString: raw).lowercased())
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
  @discardableResult
  public func expectDeallocate(
    object: AnyObject, inTime time: Double = LeakDefaultExpectationTime.deallocation
  ) -> any LeakDetectionHandle {
    guard isEnabled else { return ResolvedHandle() }
    return expect(.deallocation(WeakObject(object)), within: time)
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
  public func expectViewControllerDisappear(
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
  /// ``LeakDetectionStatus/didComplete``: the current status on subscribe, then every change,
  /// delivered on the thread that made it.
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
  public var status: Observable<LeakDetectionStatus> {
    pendingCount.asObservable()
      .map { $0 > 0 ? LeakDetectionStatus.inProgress : .didComplete }
      .distinctUntilChanged()
  }

  /// The number of unresolved expectations.
  public var pendingExpectationCount: Int { pendingCount.value }

  private func expect(_ check: Check, within seconds: Double) -> any LeakDetectionHandle {
    let deadline = scheduler.now + Self.duration(seconds: seconds)
    let (id, change) = update { state -> (UInt64, WakeUpChange) in
      let id = state.nextID
      state.nextID += 1
      state.unresolved.insert(id)
      Self.enqueue(Expectation(id: id, deadline: deadline, check: check), into: &state)
      return (id, Self.planWakeUp(&state))
    }
    apply(change)
    return ExpectationHandle(detector: self, id: id)
  }

  /// Withdraws an expectation; counted once, however often it is called.
  fileprivate func cancel(_ id: UInt64) {
    let change = update { state -> WakeUpChange in
      guard state.unresolved.remove(id) != nil else { return .none }
      return Self.planWakeUp(&state)
    }
    apply(change)
  }

  // MARK: - Checks

  private func wakeUp(_ token: UInt64) {
    let now = scheduler.now
    let (due, change) = update { state -> ([Expectation], WakeUpChange) in
      guard let wakeUp = state.wakeUp, wakeUp.token == token else { return ([], .none) }
      state.wakeUp = nil
      let dueBy = max(now, wakeUp.deadline)
      var due: [Expectation] = []
      while state.start < state.queue.count, state.queue[state.start].deadline <= dueBy {
        let expectation = state.queue[state.start]
        state.start += 1
        // Checked ones stay unresolved until their check has run.
        if state.unresolved.contains(expectation.id) { due.append(expectation) }
      }
      return (due, Self.planWakeUp(&state))
    }
    apply(change)

    var checked: [UInt64] = []
    for expectation in due {
      switch expectation.check {
      case .deallocation(let object):
        Self.checkDeallocation(of: object)
        checked.append(expectation.id)
      case .unjudgedDisappearance:
        checked.append(expectation.id)
      case .disappearance(let view):
        if isMainThread() {
          MainActor.assumeIsolated { Self.checkDisappearance(of: view) }
          checked.append(expectation.id)
        } else {
          let id = expectation.id
          Task { @MainActor in
            Self.checkDisappearance(of: view)
            self.resolve([id])
          }
        }
      }
    }
    resolve(checked)
  }

  private func resolve(_ ids: [UInt64]) {
    guard !ids.isEmpty else { return }
    let change = update { state -> WakeUpChange in
      for id in ids { state.unresolved.remove(id) }
      return Self.planWakeUp(&state)
    }
    apply(change)
  }

  private static func checkDeallocation(of weakObject: WeakObject) {
    guard let object = weakObject.object else { return }
    Diagnostics.report(
      Diagnostic(
        kind: .leak,
        message: "\(weakObject.description.typeName) was expected to be deallocated but is"
          + " still alive; something still holds it (a retain cycle, or a strong reference"
          + " from outside the RIB).",
        subjects: [weakObject.description]))
    // If the owner lets go while this reference exists, the last release must not happen
    // here: the object may be main-actor isolated, and its deinit would run on this thread.
    guard !isMainThread() else { return }
    let reference = RetainedReference(object)
    DispatchQueue.main.async { reference.release() }
  }

  @MainActor
  private static func checkDisappearance(of weakView: WeakObject) {
    guard let view = weakView.object as? any ViewVisibilityReporting, view.isShown else { return }
    Diagnostics.report(
      Diagnostic(
        kind: .viewDidNotDisappear,
        message: "\(weakView.description.typeName) was expected to disappear but is still"
          + " shown; the RIB that owned it was detached without removing its view.",
        subjects: [weakView.description]))
  }

  // MARK: - State

  /// Changes the state, then publishes the number of unresolved expectations if it changed.
  private func update<Result>(_ body: (inout State) -> Result) -> Result {
    state.whileLocked {
      let (result, count) = state.withLock { state in (body(&state), state.unresolved.count) }
      if count != pendingCount.value { pendingCount.accept(count) }
      return result
    }
  }

  private static func enqueue(_ expectation: Expectation, into state: inout State) {
    // Deadlines mostly arrive in order, so the insertion point is almost always the end.
    var index = state.queue.endIndex
    while index > state.start, state.queue[index - 1].deadline > expectation.deadline {
      index -= 1
    }
    state.queue.insert(expectation, at: index)
  }

  /// Decides the one wake-up the queue needs: at its earliest unresolved deadline, or none.
  /// A wake-up already due no later than that is kept (if it finds nothing due, it plans the
  /// next one).
  private static func planWakeUp(_ state: inout State) -> WakeUpChange {
    while state.start < state.queue.count,
      !state.unresolved.contains(state.queue[state.start].id)
    {
      state.start += 1
    }
    if state.start == state.queue.count {
      state.queue.removeAll()
      state.start = 0
    } else if state.start > 64, state.start * 2 > state.queue.count {
      state.queue.removeFirst(state.start)
      state.start = 0
    }
    guard state.start < state.queue.count else {
      guard let current = state.wakeUp else { return .none }
      state.wakeUp = nil
      return current.handle.map(WakeUpChange.withdraw) ?? .none
    }
    let earliest = state.queue[state.start].deadline
    if let current = state.wakeUp, current.deadline <= earliest { return .none }
    let replaced = state.wakeUp?.handle
    state.nextToken += 1
    state.wakeUp = WakeUp(deadline: earliest, token: state.nextToken, handle: nil)
    return .schedule(at: earliest, token: state.nextToken, replacing: replaced)
  }

  /// Carries out a wake-up change outside the locks (a scheduler may call back).
  private func apply(_ change: WakeUpChange) {
    switch change {
    case .none:
      return
    case .withdraw(let handle):
      handle.dispose()
    case .schedule(let deadline, let token, let replaced):
      replaced?.dispose()
      let handle = scheduler.scheduleCancellable(at: deadline) { self.wakeUp(token) }
      let isCurrent = state.withLock { state -> Bool in
        guard state.wakeUp?.token == token else { return false }
        state.wakeUp?.handle = handle
        return true
      }
      // Replaced or withdrawn while it was being scheduled (or it already ran).
      if !isCurrent { handle.dispose() }
    }
  }

  /// `seconds` as a duration: negative and NaN become zero, and anything beyond a year is
  /// capped, so a deadline never overflows.
  private static func duration(seconds: Double) -> Duration {
    let capped = seconds.isNaN ? 0 : min(max(seconds, 0), 365 * 24 * 60 * 60)
    return .nanoseconds(Int64(capped * 1e9))
  }
}

/// A weak reference, and a description of its object made while it was alive, that can cross
/// threads: the reference is only compared with `nil` or read on the main actor.
final class WeakObject: @unchecked Sendable {
  weak var object: AnyObject?
  // The type and identity rather than an `ObjectDescription`: describing a type
  // (`String(describing:)`) costs more than all the rest of an expectation, which every
  // deallocated router registers, and is only needed for a report.
  private let objectType: AnyObject.Type
  private let identifier: ObjectIdentifier

  init(_ object: AnyObject) {
    self.object = object
    objectType = type(of: object)
    identifier = ObjectIdentifier(object)
  }

  /// The object as it was when the expectation was made.
  var description: ObjectDescription {
    ObjectDescription(typeName: String(describing: objectType), identifier: identifier)
  }
}

/// One strong reference, released by `release()` wherever that runs.
private struct RetainedReference: @unchecked Sendable {
  private let reference: Unmanaged<AnyObject>

  init(_ object: AnyObject) { reference = .passRetained(object) }

  func release() { reference.release() }
}

private struct ExpectationHandle: LeakDetectionHandle {
  let detector: LeakDetector
  let id: UInt64

  func cancel() { detector.cancel(id) }
}

private struct ResolvedHandle: LeakDetectionHandle {
  func cancel() {}
}
