import Dispatch
import RIBCore
import RIBStreams
import RIBTesting
import Synchronization
import Testing

// MARK: - Fixtures

private final class LDObject {}

@MainActor
private final class LDShownView: ViewVisibilityReporting {
  var isShown: Bool

  init(isShown: Bool) { self.isShown = isShown }
}

@MainActor
private final class LDPlainView: ViewControllable {}

/// A detector on a virtual clock, with a collector for its reports.
@MainActor
private struct LDHarness {
  let clock = VirtualLeakDetectionScheduler()
  let detector: LeakDetector
  let diagnostics = DiagnosticsCollector()

  init(isEnabled: Bool = true) {
    detector = LeakDetector(scheduler: clock, isEnabled: isEnabled)
  }

  /// Advances the clock with the collector in force, so the checks report to it.
  func advance(bySeconds seconds: Double) {
    diagnostics.collect { clock.advance(by: .milliseconds(Int64(seconds * 1000))) }
  }
}

/// A virtual clock that removes withdrawn work, to observe how many wake-ups a detector keeps.
///
/// Its state is guarded by a serial queue rather than a `Mutex`: ThreadSanitizer does not see
/// a contended `Synchronization.Mutex` being handed over on Linux, and the stress test below
/// contends for it.
private final class LDCancellableScheduler: LeakDetectionScheduler, @unchecked Sendable {
  private struct Item {
    let id: Int
    let deadline: Duration
    let work: @Sendable () -> Void
  }

  private let queue = DispatchQueue(label: "LDCancellableScheduler")
  // Only touched on `queue`.
  private var currentTime: Duration = .zero
  private var items: [Item] = []
  private var nextID = 0

  var now: Duration { queue.sync { currentTime } }

  /// Scheduled work that was neither run nor withdrawn.
  var liveWorkCount: Int { queue.sync { items.count } }

  /// The deadlines of the live work, earliest first.
  var liveDeadlines: [Duration] { queue.sync { items.map(\.deadline).sorted() } }

  func schedule(at deadline: Duration, _ work: @escaping @Sendable () -> Void) {
    _ = scheduleCancellable(at: deadline, work)
  }

  func scheduleCancellable(
    at deadline: Duration, _ work: @escaping @Sendable () -> Void
  )
    -> any Disposable
  {
    let id = queue.sync {
      defer { nextID += 1 }
      items.append(Item(id: nextID, deadline: deadline, work: work))
      return nextID
    }
    return Disposables.create { [self] in
      queue.sync { items.removeAll { $0.id == id } }
    }
  }

  /// Moves the clock forward, running due work in deadline order, outside the queue.
  func advance(by duration: Duration) {
    let target = queue.sync { currentTime + duration }
    while let next = popNext(dueBy: target) { next.work() }
    queue.sync { currentTime = max(currentTime, target) }
  }

  private func popNext(dueBy target: Duration) -> Item? {
    queue.sync {
      let due = items.indices.filter { items[$0].deadline <= target }
      guard let index = due.min(by: { items[$0].deadline < items[$1].deadline }) else {
        return nil
      }
      currentTime = max(currentTime, items[index].deadline)
      return items.remove(at: index)
    }
  }
}

/// What an `isolated deinit` saw of the task-local detector.
private final class LDDeinitLog: Sendable {
  private let seen = Mutex<[Bool]>([])

  func record(sawScopedDetector: Bool) { seen.withLock { $0.append(sawScopedDetector) } }

  var observations: [Bool] { seen.withLock { $0 } }
}

// `isolated deinit` needs the runtime of iOS 18.4 and macOS 15.4, above the package's floor.
@available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
@MainActor
private final class LDIsolatedDeinitProbe {
  let detector: LeakDetector
  let log: LDDeinitLog

  init(detector: LeakDetector, log: LDDeinitLog) {
    self.detector = detector
    self.log = log
  }

  isolated deinit {
    log.record(sawScopedDetector: LeakDetector.instance === detector)
  }
}

@MainActor
private final class LDNonisolatedDeinitProbe {
  let detector: LeakDetector
  let log: LDDeinitLog

  init(detector: LeakDetector, log: LDDeinitLog) {
    self.detector = detector
    self.log = log
  }

  deinit {
    log.record(sawScopedDetector: LeakDetector.instance === detector)
  }
}

@MainActor
private final class LDInteractor: Interactor {}

@MainActor
private final class LDRouter: Router<LDInteractor> {}

// MARK: - Tests

@MainActor
@Suite struct LeakDetectorTests {
  @Test func reportsAnObjectStillAliveAtItsDeadline() {
    let harness = LDHarness()
    let object = LDObject()

    harness.detector.expectDeallocate(object: object, inTime: 1)
    harness.advance(bySeconds: 0.9)
    #expect(harness.diagnostics.kinds.isEmpty)
    #expect(harness.detector.pendingExpectationCount == 1)

    harness.advance(bySeconds: 0.1)

    #expect(harness.diagnostics.kinds == [.leak])
    #expect(harness.diagnostics.messages.first?.contains("LDObject") == true)
    #expect(harness.diagnostics.diagnostics.first?.subjects.map(\.typeName) == ["LDObject"])
    #expect(harness.detector.pendingExpectationCount == 0)
    withExtendedLifetime(object) {}
  }

  @Test func doesNotReportAnObjectReleasedBeforeItsDeadline() {
    let harness = LDHarness()
    var object: LDObject? = LDObject()

    harness.detector.expectDeallocate(object: object!)
    object = nil
    harness.advance(bySeconds: LeakDefaultExpectationTime.deallocation)

    #expect(object == nil)
    #expect(harness.diagnostics.kinds.isEmpty)
    #expect(harness.detector.pendingExpectationCount == 0)
  }

  @Test func reportsAViewStillShownAtItsDeadline() {
    let harness = LDHarness()
    let shown = LDShownView(isShown: true)
    let hidden = LDShownView(isShown: false)
    var released: LDShownView? = LDShownView(isShown: true)

    for view in [shown, hidden, released!] {
      harness.detector.expectViewControllerDisappear(viewController: view)
    }
    released = nil
    harness.advance(bySeconds: LeakDefaultExpectationTime.viewDisappear - 0.5)
    #expect(harness.diagnostics.kinds.isEmpty)

    harness.advance(bySeconds: 0.5)

    #expect(harness.diagnostics.kinds == [.viewDidNotDisappear])
    #expect(harness.diagnostics.messages.first?.contains("LDShownView") == true)
    #expect(harness.detector.pendingExpectationCount == 0)
    withExtendedLifetime((shown, hidden)) {}
  }

  @Test func aViewThatCannotReportItsVisibilityCountsButIsNeverReported() {
    let harness = LDHarness()
    let view = LDPlainView()

    harness.detector.expectViewControllerDisappear(viewController: view)
    #expect(harness.detector.pendingExpectationCount == 1)

    harness.advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)

    #expect(harness.diagnostics.kinds.isEmpty)
    #expect(harness.detector.pendingExpectationCount == 0)
    #expect(harness.clock.pendingWorkCount == 0)
    withExtendedLifetime(view) {}
  }

  @Test func cancelledExpectationsAreNotCheckedAndCountOnce() {
    let harness = LDHarness()
    let first = LDObject()
    let second = LDObject()
    var statuses: [LeakDetectionStatus] = []
    let subscription = harness.detector.status.subscribe(onNext: { statuses.append($0) })

    let firstHandle = harness.detector.expectDeallocate(object: first)
    let secondHandle = harness.detector.expectDeallocate(object: second)
    #expect(harness.detector.pendingExpectationCount == 2)

    firstHandle.cancel()
    firstHandle.cancel()
    #expect(harness.detector.pendingExpectationCount == 1)

    secondHandle.cancel()
    #expect(harness.detector.pendingExpectationCount == 0)
    #expect(statuses == [.didComplete, .inProgress, .didComplete])

    harness.advance(bySeconds: 10)
    // Cancelling after the deadline, too, changes nothing.
    secondHandle.cancel()

    #expect(harness.diagnostics.kinds.isEmpty)
    #expect(harness.detector.pendingExpectationCount == 0)
    #expect(harness.clock.pendingWorkCount == 0)
    subscription.dispose()
    withExtendedLifetime((first, second)) {}
  }

  @Test func cancellingAfterTheCheckRanChangesNothing() {
    let harness = LDHarness()
    let kept = LDObject()
    let other = LDObject()
    let checked = harness.detector.expectDeallocate(object: kept, inTime: 1)
    harness.detector.expectDeallocate(object: other, inTime: 2)

    harness.advance(bySeconds: 1)
    #expect(harness.detector.pendingExpectationCount == 1)
    checked.cancel()

    #expect(harness.detector.pendingExpectationCount == 1)
    #expect(harness.diagnostics.kinds == [.leak])
    withExtendedLifetime((kept, other)) {}
  }

  @Test func statusGoesInProgressThenCompletesOnce() {
    let harness = LDHarness()
    var statuses: [LeakDetectionStatus] = []
    let subscription = harness.detector.status.subscribe(onNext: { statuses.append($0) })
    var objects: [LDObject]? = [LDObject(), LDObject(), LDObject()]

    for object in objects! { harness.detector.expectDeallocate(object: object) }
    #expect(statuses == [.didComplete, .inProgress])

    objects = nil
    harness.advance(bySeconds: 1)

    #expect(statuses == [.didComplete, .inProgress, .didComplete])
    #expect(harness.diagnostics.kinds.isEmpty)
    subscription.dispose()
  }

  @Test func aDisabledDetectorDoesNothing() {
    let harness = LDHarness(isEnabled: false)
    var statuses: [LeakDetectionStatus] = []
    let subscription = harness.detector.status.subscribe(onNext: { statuses.append($0) })
    let object = LDObject()
    let view = LDShownView(isShown: true)

    let handle = harness.detector.expectDeallocate(object: object)
    harness.detector.expectViewControllerDisappear(viewController: view)
    #expect(harness.detector.pendingExpectationCount == 0)
    #expect(harness.clock.pendingWorkCount == 0)

    harness.advance(bySeconds: 10)
    handle.cancel()

    #expect(!harness.detector.isEnabled)
    #expect(harness.diagnostics.kinds.isEmpty)
    #expect(statuses == [.didComplete])
    subscription.dispose()
    withExtendedLifetime((object, view)) {}
  }

  @Test func oneWakeUpServesAllExpectationsAndNothingIsLeftAfterThey() {
    let harness = LDHarness()
    var early: [LDObject]? = [LDObject(), LDObject(), LDObject()]
    var late: LDObject? = LDObject()

    for object in early! { harness.detector.expectDeallocate(object: object, inTime: 1) }
    harness.detector.expectDeallocate(object: late!, inTime: 2)
    #expect(harness.clock.pendingWorkCount == 1)

    early = nil
    harness.advance(bySeconds: 1)
    #expect(harness.detector.pendingExpectationCount == 1)
    #expect(harness.clock.pendingWorkCount == 1)

    late = nil
    harness.advance(bySeconds: 1)

    #expect(harness.detector.pendingExpectationCount == 0)
    #expect(harness.clock.pendingWorkCount == 0)
    #expect(harness.diagnostics.kinds.isEmpty)
    #expect(early == nil && late == nil)
  }

  @Test func anEarlierDeadlineReplacesThePendingWakeUp() {
    let clock = LDCancellableScheduler()
    let detector = LeakDetector(scheduler: clock, isEnabled: true)
    let diagnostics = DiagnosticsCollector()
    let view = LDShownView(isShown: false)
    let object = LDObject()

    let viewHandle = detector.expectViewControllerDisappear(viewController: view, inTime: 5)
    #expect(clock.liveDeadlines == [.seconds(5)])
    let objectHandle = detector.expectDeallocate(object: object, inTime: 1)
    #expect(clock.liveDeadlines == [.seconds(1)])

    diagnostics.collect { clock.advance(by: .seconds(1)) }
    // The object's check ran (and found a leak); the view's wake-up is pending again.
    #expect(diagnostics.kinds == [.leak])
    #expect(clock.liveDeadlines == [.seconds(5)])

    viewHandle.cancel()
    objectHandle.cancel()

    #expect(clock.liveWorkCount == 0)
    #expect(detector.pendingExpectationCount == 0)
    withExtendedLifetime((view, object)) {}
  }

  @Test func cancellingEveryExpectationWithdrawsTheWakeUp() {
    let clock = LDCancellableScheduler()
    let detector = LeakDetector(scheduler: clock, isEnabled: true)
    let objects = [LDObject(), LDObject()]

    let handles = objects.map { detector.expectDeallocate(object: $0) }
    #expect(clock.liveWorkCount == 1)
    handles[0].cancel()
    #expect(clock.liveWorkCount == 1)
    handles[1].cancel()

    #expect(clock.liveWorkCount == 0)
    withExtendedLifetime(objects) {}
  }

  @Test func theDetectorInForceCanBeScopedToATask() async {
    let scoped = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: false)
    let nested = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: false)

    LeakDetector.withInstance(scoped) {
      #expect(LeakDetector.instance === scoped)
      LeakDetector.withInstance(nested) { #expect(LeakDetector.instance === nested) }
      #expect(LeakDetector.instance === scoped)
    }
    await LeakDetector.withInstance(scoped) {
      await Task.yield()
      #expect(LeakDetector.instance === scoped)
      // Tasks made inside the scope inherit it.
      let inChildTask = await Task { LeakDetector.instance === scoped }.value
      #expect(inChildTask)
    }

    // Outside, the process-wide detector (which another test may be swapping meanwhile).
    #expect(LeakDetector.instance !== scoped)
  }

  @Test func theProcessWideDetectorCanBeReplaced() {
    // A disabled detector: other tests that release routers meanwhile lose nothing by it.
    let replacement = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: false)

    let previous = LeakDetector.setInstance(replacement)
    let installed = LeakDetector.instance
    let restored = LeakDetector.setInstance(previous)

    #expect(installed === replacement)
    #expect(restored === replacement)
    #expect(previous !== replacement)
  }

  /// The finding behind `LeakDetector.instance`'s documentation: Swift stops task-local lookup
  /// in an `isolated deinit`, even when the object is released synchronously on the main actor
  /// inside the scope; a nonisolated deinit run in the scope sees it.
  @available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
  @Test func aTaskLocalDetectorIsNotVisibleInAnIsolatedDeinit() {
    let scoped = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: false)
    let log = LDDeinitLog()

    LeakDetector.withInstance(scoped) {
      var isolatedProbe: LDIsolatedDeinitProbe? = LDIsolatedDeinitProbe(detector: scoped, log: log)
      var plainProbe: LDNonisolatedDeinitProbe? = LDNonisolatedDeinitProbe(
        detector: scoped, log: log)
      #expect(LeakDetector.instance === scoped)
      isolatedProbe = nil
      plainProbe = nil
      #expect(isolatedProbe == nil && plainProbe == nil)
    }

    // Both deinits ran synchronously, in the scope; only the nonisolated one saw it.
    #expect(log.observations == [false, true])
  }

  /// Hence routers read the detector when they are created: one created inside a scope
  /// registers its interactor there when it is released, although its deinit cannot see it.
  @Test func aRouterRegistersWithTheDetectorInForceWhenItWasCreated() {
    let harness = LDHarness()
    weak var weakInteractor: LDInteractor?

    var router: LDRouter? = LeakDetector.withInstance(harness.detector) {
      LDRouter(interactor: LDInteractor())
    }
    weakInteractor = router?.interactor
    router = nil
    #expect(harness.detector.pendingExpectationCount == 1)

    harness.advance(bySeconds: LeakDefaultExpectationTime.deallocation)

    #expect(router == nil && weakInteractor == nil)
    #expect(harness.detector.pendingExpectationCount == 0)
    #expect(harness.diagnostics.kinds.isEmpty)
  }

  @Test func checksRunOnADispatchQueueWithoutARunLoop() async throws {
    // The checks' queue is held until the objects are released, so nothing races the test.
    let queue = DispatchQueue(label: "LeakDetectorTests.checks")
    queue.suspend()
    let detector = LeakDetector(
      scheduler: DispatchLeakDetectionScheduler(queue: queue), isEnabled: true)
    let diagnostics = DiagnosticsCollector()
    var object: LDObject? = LDObject()
    let view = LDShownView(isShown: true)

    detector.expectDeallocate(object: object!, inTime: 0.001)
    detector.expectViewControllerDisappear(viewController: view, inTime: 0.002)
    object = nil
    view.isShown = false
    #expect(detector.pendingExpectationCount == 2)
    queue.resume()

    // The view check hops to the main actor, which this loop leaves free while it waits.
    try await diagnostics.collect {
      for try await status in detector.status.values where status == .didComplete { break }
    }

    #expect(object == nil)
    #expect(detector.pendingExpectationCount == 0)
    #expect(diagnostics.kinds.isEmpty)
  }

  @Test func expectationsMayComeFromManyThreadsWhileChecksRun() {
    let clock = LDCancellableScheduler()
    let detector = LeakDetector(scheduler: clock, isEnabled: true)
    let diagnostics = DiagnosticsCollector()
    let objects = (0..<400).map { _ in LDObject() }
    let cancelled = Atomic(0)
    let done = Atomic(false)
    let clockThread = DispatchGroup()

    // One thread runs the checks as the clock moves, reporting to the collector (a task-local
    // scope also works on a plain thread), while eight others add and cancel expectations.
    DispatchQueue.global().async(group: clockThread) {
      diagnostics.collect {
        while !done.load(ordering: .acquiring) { clock.advance(by: .milliseconds(1)) }
      }
    }
    let shared = LDUncheckedObjects(objects)
    DispatchQueue.concurrentPerform(iterations: 8) { round in
      for index in stride(from: round, to: 400, by: 8) {
        let handle = detector.expectDeallocate(
          object: shared.objects[index], inTime: 0.001 * Double(index % 5))
        if index.isMultiple(of: 7) {
          handle.cancel()
          cancelled.add(1, ordering: .relaxed)
        }
      }
    }
    done.store(true, ordering: .releasing)
    clockThread.wait()
    diagnostics.collect { clock.advance(by: .seconds(1)) }

    // Every expectation resolved; each one not cancelled in time reported its object once.
    let reports = diagnostics.kinds.count
    #expect(detector.pendingExpectationCount == 0)
    #expect(clock.liveWorkCount == 0)
    #expect(diagnostics.kinds.allSatisfy { $0 == .leak })
    #expect(reports <= 400 && reports >= 400 - cancelled.load(ordering: .relaxed))
    #expect(Set(diagnostics.diagnostics.flatMap(\.subjects).map(\.identifier)).count == reports)
    withExtendedLifetime(objects) {}
  }
}

/// Objects handed to other threads only to be registered (read, never mutated).
private final class LDUncheckedObjects: @unchecked Sendable {
  let objects: [LDObject]

  init(_ objects: [LDObject]) { self.objects = objects }
}

/// Code written against RIBs switches over its spellings of the status, exhaustively.
@Suite struct LeakDetectionStatusSpellingTests {
  private func describe(_ status: LeakDetectionStatus) -> String {
    switch status {
    case .InProgress: return "waiting"
    case .DidComplete: return "done"
    }
  }

  @Test func ribsSpellingsAreTheCasesAndSwiftSpellingsTheirAliases() {
    #expect(describe(.inProgress) == "waiting")
    #expect(describe(.didComplete) == "done")
    #expect(LeakDetectionStatus.inProgress == .InProgress)
    #expect(LeakDetectionStatus.didComplete != .InProgress)
  }
}
