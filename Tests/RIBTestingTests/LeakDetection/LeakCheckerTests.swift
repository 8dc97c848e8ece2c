import RIBCore
import RIBTesting
import Testing

@MainActor
@Suite struct LeakCheckerTests {
  /// A parent with a two-level child subtree, built in place so the test keeps no references.
  private func makeTree() -> PlainRouter {
    let root = PlainRouter()
    root.interactable.activate()
    root.load()
    let child = PlainViewableRouter()
    root.attachChild(child)
    child.attachChild(PlainRouter())
    return root
  }

  @Test func aDetachedSubtreeThatIsReleasedPasses() {
    let root = makeTree()
    let failures = TestFailureCollector()
    let passed = failures.collect {
      assertSubtreeDeallocated(root.children[0]) { child in
        root.detachChild(child)
      }
    }
    #expect(passed)
    #expect(failures.failures.isEmpty)
    #expect(root.children.isEmpty)
  }

  @Test func aSubtreeKeptAliveFailsNamingEverySurvivor() {
    let root = makeTree()
    let keeper = Holder()
    let failures = TestFailureCollector()
    let passed = failures.collect {
      assertSubtreeDeallocated(root.children[0]) { child in
        keeper.held.append(child)
        root.detachChild(child)
      }
    }
    #expect(!passed)
    let message = failures.messages.first ?? ""
    #expect(
      message.hasPrefix(
        "Leak check failed (5 objects tracked): expected to be deallocated, but still alive:"))
    for typeName in ["PlainViewableRouter", "PresentingInteractor", "PlainView", "PlainRouter"] {
      #expect(message.contains(typeName))
    }
    #expect(message.contains("LoggingInteractor"))
  }

  @Test func onlyTheLeakedPartIsNamed() {
    let root = PlainRouter()
    root.interactable.activate()
    root.load()
    weak var leakedInteractor: HoldingInteractor?
    do {
      let child = HoldingRouter()
      // The interactor holds an object that holds the interactor: a retain cycle.
      let cycle = Holder()
      cycle.held.append(child.interactor)
      child.interactor.held = cycle
      leakedInteractor = child.interactor
      root.attachChild(child)
    }
    let failures = TestFailureCollector()
    failures.collect {
      assertSubtreeDeallocated(root.children[0]) { root.detachChild($0) }
    }
    let message = failures.messages.first ?? ""
    #expect(message.contains("still alive: HoldingInteractor."))
    #expect(!message.contains("HoldingRouter"))
    // Break the cycle, or the process-wide leak detector reports it a second later.
    leakedInteractor?.held = nil
    #expect(leakedInteractor == nil)
  }

  @Test func aStrongReferenceInTheCallerIsALeakToo() {
    let root = makeTree()
    let kept = root.children[0]
    let failures = TestFailureCollector()
    failures.collect {
      assertSubtreeDeallocated(root.children[0]) { root.detachChild($0) }
    }
    #expect(failures.messages.first?.contains("PlainViewableRouter") == true)
    #expect(kept.children.count == 1)
  }

  @Test func aForgottenLeakIsASwiftTestingIssue() {
    let holder = Holder()
    var object: Holder? = Holder()
    holder.held.append(object!)
    withKnownIssue {
      assertDeallocated([object!]) { object = nil }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("still alive: Holder") }
    }
  }

  @Test func assertDeallocatedPassesWhenTheObjectsGo() {
    var owner: Holder? = Holder()
    owner!.held = [Holder(), PlainView()]
    let failures = TestFailureCollector()
    let passed = failures.collect {
      assertDeallocated(owner!.held + [owner!]) { owner = nil }
    }
    #expect(passed)
    #expect(failures.failures.isEmpty)
  }

  @Test func trackingCoversRoutersInteractorsViewsAndPresenters() {
    let root = makeTree()
    let checker = LeakChecker()
    checker.trackSubtree(of: root)
    // root: router + interactor; child: router + interactor + view (its presenter);
    // grandchild: router + interactor.
    #expect(checker.trackedCount == 7)
    #expect(checker.survivors.count == 7)
    let typeNames = Set(checker.survivors.map(\.typeName))
    #expect(
      typeNames == [
        "PlainRouter", "LoggingInteractor", "PlainViewableRouter", "PresentingInteractor",
        "PlainView",
      ])
    checker.track(root)
    #expect(checker.trackedCount == 7)
  }

  @Test func aPresenterThatIsNotTheViewIsTrackedToo() {
    let presenter = PresentableMock()
    let router = Router(interactor: PresentableInteractor(presenter: presenter))
    let checker = LeakChecker()
    checker.trackSubtree(of: router)
    #expect(checker.trackedCount == 3)
    #expect(checker.survivors.contains { $0.identifier == ObjectIdentifier(presenter) })
  }

  @Test func theCheckerIsALeakDetectorDoubleOnAVirtualClock() {
    let checker = LeakChecker()
    let kept = Holder()
    checker.run {
      LeakDetector.instance.expectDeallocate(object: kept, inTime: 2)
    }
    #expect(checker.detector.pendingExpectationCount == 1)
    checker.advance(by: .seconds(1))
    #expect(checker.leaks.isEmpty)
    checker.advance(by: .seconds(1))
    #expect(checker.leaks.map(\.kind) == [.leak])
    #expect(checker.leaks.first?.subjects.map(\.typeName) == ["Holder"])
    #expect(checker.detector.pendingExpectationCount == 0)
  }

  @Test func theFrameworksOwnExpectationsForRIBsBuiltWhileRunningAreCheckedHere() {
    let checker = LeakChecker()
    weak var leakedInteractor: HoldingInteractor?
    checker.run {
      // Built and released in the checker's scope: the router expects its interactor to go
      // when the router goes, with the checker's detector.
      let router = HoldingRouter()
      let cycle = Holder()
      cycle.held.append(router.interactor)
      router.interactor.held = cycle
      leakedInteractor = router.interactor
    }
    #expect(checker.detector.pendingExpectationCount == 1)
    let leaks = checker.checkForLeaks()
    #expect(leaks.flatMap(\.subjects).map(\.typeName) == ["HoldingInteractor"])
    leakedInteractor?.held = nil
    #expect(leakedInteractor == nil)
  }

  @Test func checkingSettlesExpectationsMadeWhileRunning() {
    let checker = LeakChecker()
    let view = ViewControllableMock(isShown: true)
    checker.run {
      LeakDetector.instance.expectViewControllerDisappear(viewController: view)
    }
    let leaks = checker.checkForLeaks()
    #expect(leaks.map(\.kind) == [.viewDidNotDisappear])
    #expect(checker.scheduler.now == .seconds(5))
    let failures = TestFailureCollector()
    failures.collect { checker.assertNoLeaks() }
    #expect(failures.messages.first?.contains("still shown: ViewControllableMock") == true)
  }

  @Test func misuseDuringTheReleaseIsCollectedNotReported() {
    let root = makeTree()
    let checker = LeakChecker()
    checker.trackSubtree(of: root.children[0])
    checker.run {
      let child = root.children[0]
      root.detachChild(child)
      root.detachChild(child)
    }
    #expect(checker.diagnostics.kinds == [.detachNonChild])
    #expect(checker.assertNoLeaks())
  }

  @Test func runningUntilIdleRunsEverythingInDeadlineOrder() {
    let scheduler = VirtualLeakDetectionScheduler()
    let order = OrderLog()
    scheduler.schedule(at: .seconds(3)) { order.append("3") }
    scheduler.schedule(at: .seconds(1)) {
      order.append("1")
      scheduler.schedule(at: .seconds(2)) { order.append("2") }
    }
    #expect(scheduler.runUntilIdle() == 3)
    #expect(order.entries == ["1", "2", "3"])
    #expect(scheduler.now == .seconds(3))
    #expect(scheduler.pendingWorkCount == 0)
  }
}

@Suite struct VirtualLeakDetectionSchedulerTests {
  @Test func advancingRunsWhatFallsDueInDeadlineThenSchedulingOrder() {
    let scheduler = VirtualLeakDetectionScheduler()
    let order = OrderLog()
    scheduler.schedule(at: .seconds(2)) { order.append("2a") }
    scheduler.schedule(at: .seconds(1)) { order.append("1") }
    scheduler.schedule(at: .seconds(2)) { order.append("2b") }
    scheduler.schedule(at: .seconds(5)) { order.append("5") }
    scheduler.advance(by: .seconds(2))
    #expect(order.entries == ["1", "2a", "2b"])
    #expect(scheduler.now == .seconds(2))
    #expect(scheduler.pendingWorkCount == 1)
  }

  @Test func cancelledWorkNeitherRunsNorCounts() {
    let scheduler = VirtualLeakDetectionScheduler()
    let order = OrderLog()
    let withdrawn = scheduler.scheduleCancellable(at: .seconds(1)) { order.append("withdrawn") }
    _ = scheduler.scheduleCancellable(at: .seconds(1)) { order.append("kept") }
    withdrawn.dispose()
    #expect(scheduler.pendingWorkCount == 1)
    scheduler.advance(by: .seconds(1))
    #expect(order.entries == ["kept"])
  }
}

/// A thread-safe log for scheduled work.
private final class OrderLog: Sendable {
  private let store = TestFailureCollector()

  func append(_ entry: String) {
    store.handle(TestFailure(message: entry, fileID: "", filePath: "", line: 0, column: 0))
  }

  var entries: [String] { store.messages }
}
