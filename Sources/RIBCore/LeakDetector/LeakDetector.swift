import RIBStreams
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Checks that objects are deallocated, and views disappear, within a time limit after they
/// should have; reports those that are not as leaks through ``Diagnostics``.
///
/// Routers register their interactor and view, and presentable interactors their presenter,
/// when they are deallocated, so a RIB that is detached but kept alive by a retain cycle is
/// reported without any code of yours. You can add expectations of your own:
///
/// ```swift
/// LeakDetector.instance.expectDeallocate(object: detachedCache)
/// ```
///
/// ## Time
/// All expectations share one pending wake-up at the earliest deadline (no timer per object,
/// and nothing runs once every expectation has resolved). Time comes from a
/// ``LeakDetectionScheduler``; tests inject a virtual one and advance it.
///
/// ## Switching it off
/// Set the environment variable `DISABLE_LEAK_DETECTION` to `YES` (or `1`, `true`) to make
/// every expectation a no-op, or replace the detector with ``setInstance(_:)`` /
/// ``withInstance(_:operation:)``.
public final class LeakDetector: Sendable {
  private struct Expectation {
    let id: UInt64
    let deadline: Duration
    let check: Check
  }

  private enum Check {
    case deallocation(WeakObject, typeName: String)
    case disappearance(WeakObject, typeName: String)
  }

  private struct State {
    /// Sorted by deadline; `start` skips resolved entries without shifting the array.
    var queue: [Expectation] = []
    var start = 0
    /// Expectations waiting and not cancelled.
    var waiting: Set<UInt64> = []
    var cancelled: Set<UInt64> = []
    var nextID: UInt64 = 0
    var scheduledWakeUp: Duration?
  }

  private let scheduler: any LeakDetectionScheduler
  private let state = Mutex(State())
  private let pendingCount = BehaviorRelay(value: 0)
  // Serialises updates of `pendingCount` with their publication; re-entrant so that a status
  // observer may itself add an expectation.
  private let countLock = ReentrantLock()

  /// Whether expectations are recorded at all.
  public let isEnabled: Bool

  /// Creates a detector that takes its time from `scheduler`.
  ///
  /// - Parameter isEnabled: Whether expectations are checked; by default, unless the
  ///   environment variable `DISABLE_LEAK_DETECTION` is `YES`, `1` or `true`.
  public init(
    scheduler: any LeakDetectionScheduler = DispatchLeakDetectionScheduler(),
    isEnabled: Bool = !LeakDetector.isDisabledByEnvironment
  ) {
    self.scheduler = scheduler
    self.isEnabled = isEnabled
  }

  // MARK: - The detector in force

  private static let installed = Mutex(LeakDetector())

  @TaskLocal private static var scoped: LeakDetector?

  /// The detector in force: the one scoped to the current task, else the process-wide one.
  public static var instance: LeakDetector {
    scoped ?? installed.withLock { $0 }
  }

  /// Replaces the process-wide detector; returns the previous one.
  @discardableResult
  public static func setInstance(_ detector: LeakDetector) -> LeakDetector {
    installed.withLock { current in
      defer { current = detector }
      return current
    }
  }

  /// Runs `operation` with `detector` in force for the current task.
  public static func withInstance<R>(
    _ detector: LeakDetector, operation: () throws -> R
  )
    rethrows -> R
  {
    try $scoped.withValue(detector, operation: operation)
  }

  /// Whether `DISABLE_LEAK_DETECTION` is set to `YES`, `1` or `true` (any case).
  public static var isDisabledByEnvironment: Bool {
    guard let raw = getenv("DISABLE_LEAK_DETECTION") else { return false }
    return ["yes", "1", "true"].contains(String(cString: raw).lowercased())
  }

  // MARK: - Expectations

  /// Expects `object` to be deallocated within `time` seconds; reports a ``Diagnostic/Kind/leak``
  /// if it is still alive then.
  @discardableResult
  public func expectDeallocate(
    object: AnyObject, inTime time: Double = LeakDefaultExpectationTime.deallocation
  ) -> any LeakDetectionHandle {
    expect(.deallocation(WeakObject(object), typeName: typeName(of: object)), within: time)
  }

  /// Expects `viewController` to have disappeared within `time` seconds (see
  /// ``ViewVisibilityReporting`` for what that means here); reports a
  /// ``Diagnostic/Kind/viewDidNotDisappear`` if it has not.
  @discardableResult
  public func expectViewControllerDisappear(
    viewController: any ViewControllable,
    inTime time: Double = LeakDefaultExpectationTime.viewDisappear
  ) -> any LeakDetectionHandle {
    expect(
      .disappearance(WeakObject(viewController), typeName: typeName(of: viewController)),
      within: time)
  }

  /// ``LeakDetectionStatus/inProgress`` while any expectation waits, else
  /// ``LeakDetectionStatus/didComplete``; the current status on subscribe, then every change.
  public var status: Observable<LeakDetectionStatus> {
    pendingCount.asObservable()
      .map { $0 > 0 ? LeakDetectionStatus.inProgress : .didComplete }
      .distinctUntilChanged()
  }

  /// The number of expectations waiting.
  public var pendingExpectationCount: Int { pendingCount.value }

  private func expect(_ check: Check, within seconds: Double) -> any LeakDetectionHandle {
    guard isEnabled else { return ResolvedHandle() }
    let deadline = scheduler.now + .nanoseconds(Int64(max(0, seconds) * 1e9))
    let (id, wakeUp) = state.withLock { state -> (UInt64, Duration?) in
      let id = state.nextID
      state.nextID += 1
      state.waiting.insert(id)
      insert(Expectation(id: id, deadline: deadline, check: check), into: &state)
      guard state.scheduledWakeUp.map({ deadline < $0 }) ?? true else { return (id, nil) }
      state.scheduledWakeUp = deadline
      return (id, deadline)
    }
    adjustPending(by: 1)
    if let wakeUp { scheduleWakeUp(at: wakeUp) }
    return ExpectationHandle(detector: self, id: id)
  }

  private func insert(_ expectation: Expectation, into state: inout State) {
    // Deadlines mostly arrive in order, so the insertion point is almost always the end.
    var index = state.queue.endIndex
    while index > state.start, state.queue[index - 1].deadline > expectation.deadline {
      index -= 1
    }
    state.queue.insert(expectation, at: index)
  }

  fileprivate func cancel(_ id: UInt64) {
    let withdrawn = state.withLock { state -> Bool in
      guard state.waiting.remove(id) != nil else { return false }
      state.cancelled.insert(id)
      return true
    }
    // Counted once: a handle cancelled twice, or after its check ran, changes nothing.
    if withdrawn { adjustPending(by: -1) }
  }

  private func scheduleWakeUp(at deadline: Duration) {
    scheduler.schedule(at: deadline) { [weak self] in self?.runDueChecks(at: deadline) }
  }

  private func runDueChecks(at wakeUp: Duration) {
    let now = max(scheduler.now, wakeUp)
    let (due, resolvedCancelled, next) = state.withLock {
      state -> ([Expectation], Int, Duration?) in
      var due: [Expectation] = []
      var cancelledCount = 0
      while state.start < state.queue.count, state.queue[state.start].deadline <= now {
        let expectation = state.queue[state.start]
        state.start += 1
        if state.cancelled.remove(expectation.id) != nil {
          cancelledCount += 1
        } else {
          state.waiting.remove(expectation.id)
          due.append(expectation)
        }
      }
      if state.start == state.queue.count {
        state.queue.removeAll(keepingCapacity: false)
        state.start = 0
      }
      let next = state.start < state.queue.count ? state.queue[state.start].deadline : nil
      // Only the wake-up that was scheduled last may clear or move the slot.
      if state.scheduledWakeUp == wakeUp || state.scheduledWakeUp.map({ $0 <= now }) == true {
        state.scheduledWakeUp = next
        return (due, cancelledCount, next)
      }
      return (due, cancelledCount, nil)
    }
    _ = resolvedCancelled  // already subtracted from the count when cancelled
    for expectation in due { evaluate(expectation.check) }
    if !due.isEmpty { adjustPending(by: -due.count) }
    if let next { scheduleWakeUp(at: next) }
  }

  private func evaluate(_ check: Check) {
    switch check {
    case .deallocation(let weak, let typeName):
      guard let object = weak.object else { return }
      Diagnostics.report(
        Diagnostic(
          kind: .leak,
          message: "\(typeName) was expected to be deallocated but is still alive; something"
            + " still holds it (a retain cycle, or a strong reference from outside the RIB).",
          subjects: [ObjectDescription(object)]))
    case .disappearance(let weak, let typeName):
      guard weak.object != nil else { return }
      let check: @MainActor @Sendable () -> Void = {
        guard let view = weak.object as? any ViewVisibilityReporting, view.isShown else { return }
        Diagnostics.report(
          Diagnostic(
            kind: .viewDidNotDisappear,
            message: "\(typeName) was expected to disappear but is still shown; the RIB that"
              + " owned it was detached without removing its view.",
            subjects: [ObjectDescription(view)]))
      }
      if isMainThread() {
        MainActor.assumeIsolated(check)
      } else {
        Task { @MainActor in check() }
      }
    }
  }

  private func adjustPending(by delta: Int) {
    countLock.withLock { pendingCount.accept(pendingCount.value + delta) }
  }
}

/// A weak reference that can cross threads: it is only ever compared with `nil` and handed to
/// `Diagnostics` as a description, never used to mutate the object.
final class WeakObject: @unchecked Sendable {
  weak var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }
}

private func typeName(of object: AnyObject) -> String {
  String(describing: type(of: object))
}

private struct ExpectationHandle: LeakDetectionHandle {
  let detector: LeakDetector
  let id: UInt64

  func cancel() { detector.cancel(id) }
}

private struct ResolvedHandle: LeakDetectionHandle {
  func cancel() {}
}
