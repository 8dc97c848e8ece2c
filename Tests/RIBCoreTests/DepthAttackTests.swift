import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// A chain of routers 10^5 deep, driven from its root: every walk of the tree must be a loop,
/// on the main thread's stack in a debug build, and cost time in proportion to the tree.
@MainActor
@Suite struct DepthAttackTests {
  static let depth = Sanitizers.workload(100_000, sanitized: 10_000)
  /// For the text form, whose lines grow with the depth (indentation is capped, a depth
  /// prefix is not).
  static let describedDepth = Sanitizers.workload(10_000, sanitized: 2_000)
  /// For the observed tree's time limit: under a sanitizer, beside the other tests, a deep
  /// tree can take longer than it, quadratic or not.
  static let observedDepth = Sanitizers.workload(100_000, sanitized: 1_000)

  /// A chain of plain routers, `depth` deep, the first launched as a root; built with leak
  /// detection off (10^5 leak checks would be most of a test's time).
  private static func chain(depth: Int = Self.depth) -> [Router<Interactor>] {
    let root = Router(interactor: Interactor())
    root.interactor.activate()
    root.load()
    var chain = [root]
    chain.reserveCapacity(depth)
    for _ in 1..<depth {
      let next = Router(interactor: Interactor())
      chain[chain.count - 1].attachChild(next)
      chain.append(next)
    }
    return chain
  }

  private static func withoutLeakChecks<Result>(_ body: () -> Result) -> Result {
    let detector = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: false)
    return LeakDetector.withInstance(detector, operation: body)
  }

  @Test func deactivatingActivatingAndDetachingADeepChainReachesTheLeaf() {
    Self.withoutLeakChecks {
      let chain = Self.chain()
      let leaf = chain[chain.count - 1].interactor
      let leafActiveness = StreamRecorder(leaf.isActiveStream)
      #expect(leaf.isActive)

      chain[0].interactor.deactivate()
      #expect(!leaf.isActive)
      chain[0].interactor.activate()
      #expect(leaf.isActive)
      chain[0].detachChild(chain[1])
      #expect(!leaf.isActive)
      #expect(chain[1].parent == nil)
      chain[0].attachChild(chain[1])
      #expect(leaf.isActive)
      #expect(leafActiveness.values == [true, false, true, false, true])
    }
  }

  @Test func aDetachedDeepSubtreeIsReleasedWhenItsLastReferenceGoes() {
    weak var weakTop: Router<Interactor>?
    weak var weakLeaf: Interactor?
    Self.withoutLeakChecks {
      var chain = Self.chain()
      let top = chain[1]
      chain[0].detachChild(top)
      weakTop = top
      weakLeaf = chain[chain.count - 1].interactor
      chain.removeAll()
    }
    #expect(weakTop == nil)
    #expect(weakLeaf == nil)
  }

  @Test func aDeepChainNeverAttachedToARootIsReleased() {
    weak var weakLeaf: Router<Interactor>?
    Self.withoutLeakChecks {
      // Built bottom-up and never launched: each new router becomes the parent of the chain.
      var top = Router(interactor: Interactor())
      weakLeaf = top
      for _ in 1..<Self.depth {
        let parent = Router(interactor: Interactor())
        parent.attachChild(top)
        top = parent
      }
      #expect(weakLeaf != nil)
    }
    #expect(weakLeaf == nil)
  }

  @Test func aDeepChainDescribesItselfAndExpectsItsReleaseWithoutRecursion() {
    let detection = QuietLeakDetection()
    let (lines, snapshotLeaf) = detection.scope {
      let chain = Self.chain(depth: Self.describedDepth)
      let lines = chain[0].treeDescription().split(separator: "\n").count
      var snapshot = chain[0].snapshot()
      while let child = snapshot.children.first { snapshot = child }
      let leafID = chain[chain.count - 1].routerID
      chain[0].detachChild(chain[1])
      return (lines, snapshot.id == leafID)
    }
    #expect(lines == Self.describedDepth)
    #expect(snapshotLeaf)
    detection.advancePastAllDeadlines()
    #expect(detection.diagnostics.diagnostics.isEmpty)
  }

  // Each change walked up to the root: minutes, not a second. Loose under a sanitizer, where
  // a loaded run can take longer than a minute whatever the complexity.
  @Test(.timeLimit(.minutes(Sanitizers.areActive ? 10 : 1)))
  func observingADeepTreeWhileItIsBuiltAndDetached() {
    Self.withoutLeakChecks {
      let root = Router(interactor: Interactor())
      root.interactor.activate()
      root.load()
      var attached = 0
      var deactivated = 0
      let observation = root.observeTreeChanges { event in
        if event.kind == .attached { attached += 1 }
        if event.kind == .deactivated { deactivated += 1 }
      }
      var last = root
      var first: Router<Interactor>?
      for _ in 1..<Self.observedDepth {
        let next = Router(interactor: Interactor())
        last.attachChild(next)
        if first == nil { first = next }
        last = next
      }
      if let first { root.detachChild(first) }
      observation.dispose()
      #expect(attached == Self.observedDepth - 1)
      #expect(deactivated == Self.observedDepth - 1)
    }
  }
}
