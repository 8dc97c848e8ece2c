import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// An interactor whose activation-bound subscription captures it, as upstream allows: the
/// cycle is broken when the interactor deactivates.
@MainActor
private final class SelfCapturingInteractor: Interactor {
  let relay = BehaviorRelay(value: 0)
  private(set) var seen: [Int] = []

  override func didBecomeActive() {
    super.didBecomeActive()
    relay.subscribe(onNext: { value in self.seen.append(value) })
      .disposeOnDeactivate(interactor: self)
  }
}

@MainActor
@Suite struct RouterDeinitTests {
  @Test func droppingAnActiveRouterDeactivatesItsInteractor() {
    let detection = QuietLeakDetection()
    weak var interactor: SelfCapturingInteractor?
    var recorded: StreamRecorder<Bool>?
    detection.scope {
      let router = Router<SelfCapturingInteractor>(interactor: SelfCapturingInteractor())
      interactor = router.interactor
      recorded = StreamRecorder(router.interactor.isActiveStream)
      router.interactor.activate()
      router.load()
    }

    #expect(interactor == nil)
    #expect(recorded?.values == [false, true, false])
    detection.advancePastAllDeadlines()
    #expect(detection.diagnostics.diagnostics.isEmpty)
  }

  @Test func droppingAnActiveRouterDetachesAndDeactivatesItsChildren() {
    let log = EventLog()
    let child = ChildRouter(name: "child", log: log)
    do {
      let parent = ParentRouter(name: "parent", log: log)
      parent.launchAsRoot()
      parent.attachChild(child)
      log.removeAll()
    }

    #expect(child.parent == nil)
    #expect(!child.interactor.isActive)
    #expect(
      log.events == [
        "parent.willResignActive(isActive: true)", "child.willResignActive(isActive: true)",
      ])
  }

  @Test func releasingTheRootOfAVeryDeepChainDeactivatesAndReleasesEveryRouter() {
    // Deeper than one nested deinit per level leaves room for on any thread's stack.
    let depth = 100_000
    weak var weakRoot: Router<Interactor>?
    weak var weakLeaf: Router<Interactor>?
    weak var leafInteractor: Interactor?
    var leafActiveness: StreamRecorder<Bool>?
    // No leak checks: 10^5 of them would be most of the test's time.
    let detector = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: false)
    LeakDetector.withInstance(detector) {
      let root = Router(interactor: Interactor())
      root.interactor.activate()
      root.load()
      var last = root
      for _ in 1..<depth {
        let next = Router(interactor: Interactor())
        last.attachChild(next)
        last = next
      }
      weakRoot = root
      weakLeaf = last
      leafInteractor = last.interactor
      leafActiveness = StreamRecorder(last.interactor.isActiveStream)
    }

    #expect(weakRoot == nil)
    #expect(weakLeaf == nil)
    #expect(leafInteractor == nil)
    #expect(leafActiveness?.values == [true, false])
    #expect(leafActiveness?.isCompleted == true)
  }

  @Test func aReleasedParentsChildrenAreReleasedAfterItsDeinitDeactivatedThem() {
    let log = EventLog()
    weak var weakChild: ChildRouter?
    weak var weakGrandchild: GrandchildRouter?
    do {
      let parent = ParentRouter(name: "parent", log: log)
      parent.launchAsRoot()
      let child = ChildRouter(name: "child", log: log)
      let grandchild = GrandchildRouter(name: "grandchild", log: log)
      parent.attachChild(child)
      child.attachChild(grandchild)
      weakChild = child
      weakGrandchild = grandchild
      log.removeAll()
    }

    #expect(weakChild == nil)
    #expect(weakGrandchild == nil)
    #expect(
      log.events == [
        "parent.willResignActive(isActive: true)", "child.willResignActive(isActive: true)",
        "grandchild.willResignActive(isActive: true)",
      ])
  }
}
