import RIBCore
import RIBStreams
import RIBTesting
import Synchronization
import Testing

/// RIB trees changed from inside their own lifecycle callbacks, at depth and width, and the
/// machinery around them (workflows, components, leak detection, diagnostics) at the scale of
/// a deep tree.
@MainActor
@Suite struct TreeMutationAttackTests {
  // Half of DepthAttackTests' depth: the main actor runs these one after another, and a frame
  // per level still overflows the main thread's stack long before the end.
  static let depth = Sanitizers.workload(50_000, sanitized: 5_000)
  static let width = Sanitizers.workload(50_000, sanitized: 5_000)

  private static func withoutLeakChecks<Result>(_ body: () -> Result) -> Result {
    let detector = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: false)
    return LeakDetector.withInstance(detector, operation: body)
  }

  @Test func aLaunchRouterLaunchedAgainFromItsOwnDidLoadLoadsOnce() {
    let diagnostics = DiagnosticsCollector()
    let host = TestHost()
    let router = AppRootRouter()
    var launches = 0
    router.onDidLoad = { [weak router] in
      launches += 1
      router?.launch(from: host)
    }
    diagnostics.collect { router.launch(from: host) }
    #expect(launches == 1)
    #expect(router.interactor.isActive)
    #expect(router.interactor.didBecomeActiveCount == 1)
  }

  @Test func aLaunchedRootBuildingADeepTreeInDidLoadIsReleasedWithIt() {
    weak var weakLeaf: Router<Interactor>?
    Self.withoutLeakChecks {
      let host = TestHost()
      var root: AppRootRouter? = AppRootRouter()
      root?.onDidLoad = { [weak root] in
        guard let root else { return }
        var last: any Routing = root
        for _ in 1..<Self.depth {
          let next = Router(interactor: Interactor())
          last.attachChild(next)
          last = next
        }
        weakLeaf = last as? Router<Interactor>
      }
      root?.launch(from: host)
      #expect(weakLeaf?.interactor.isActive == true)
      root = nil
    }
    #expect(weakLeaf == nil)
  }

  // Each detach searched the children from the first: a wide tree let go of in the order it
  // was built was quadratic.
  @Test(.timeLimit(.minutes(Sanitizers.areActive ? 10 : 1)))
  func aWideTreeAttachesAndDetachesItsChildrenInEitherOrder() {
    Self.withoutLeakChecks {
      let root = TestRouter(name: "root")
      root.launchAsRoot()
      let children = (0..<Self.width).map { _ in Router(interactor: Interactor()) }
      for child in children { root.attachChild(child) }
      #expect(root.children.count == Self.width)
      #expect(children.allSatisfy { $0.interactor.isActive })
      for child in children.prefix(Self.width / 2) { root.detachChild(child) }
      for child in children.suffix(Self.width / 2).reversed() { root.detachChild(child) }
      #expect(root.children.isEmpty)
      #expect(children.allSatisfy { !$0.interactor.isActive && $0.parent == nil })
    }
  }

  @Test func aLeafDetachingTheMiddleOfItsChainWhileTheRootResigns() {
    Self.withoutLeakChecks {
      let chain = makeChain(depth: Self.depth)
      let middle = Self.depth / 2
      let leaf = chain[Self.depth - 1]
      var ran = 0
      leaf.interactor.onWillResignActive = {
        ran += 1
        chain[middle - 1].detachChild(chain[middle])
      }
      chain[0].interactor.deactivate()
      #expect(ran == 1)
      #expect(chain[middle].parent == nil)
      #expect(chain.allSatisfy { !$0.interactor.isActive })
      chain[0].interactor.activate()
      #expect(chain[middle - 1].interactor.isActive)
      #expect(!leaf.interactor.isActive)
    }
  }

  @Test func aLeafDetachingTheMiddleOfItsChainWhileTheRootBecomesActive() {
    Self.withoutLeakChecks {
      let chain = makeChain(depth: Self.depth)
      let middle = Self.depth / 2
      let leaf = chain[Self.depth - 1]
      chain[0].interactor.deactivate()
      leaf.interactor.onDidBecomeActive = {
        chain[middle - 1].detachChild(chain[middle])
      }
      chain[0].interactor.activate()
      #expect(chain[middle].parent == nil)
      #expect(!leaf.interactor.isActive)
      #expect(!chain[middle].interactor.isActive)
      #expect(chain[middle - 1].interactor.isActive)
    }
  }

  @Test func aLeafReattachingTheSubtreeBeingDetached() {
    Self.withoutLeakChecks {
      let chain = makeChain(depth: Self.depth)
      let leaf = chain[Self.depth - 1]
      var reattached = false
      leaf.interactor.onWillResignActive = {
        guard !reattached else { return }
        reattached = true
        chain[0].attachChild(chain[1])
      }
      chain[0].detachChild(chain[1])
      // Whatever the order of events, the tree ends consistent: the subtree is either
      // attached and active, or detached and inactive, all the way to the leaf.
      let attached = chain[1].parent != nil
      #expect(reattached)
      #expect(chain[0].children.count == (attached ? 1 : 0))
      #expect(leaf.interactor.isActive == attached)
    }
  }

  // Subscribing a workflow subscribes the chain of its steps' operators, one inside the next,
  // as RIBs' does with RxSwift: some two thousand steps overflow the main thread's stack in a
  // debug build (CHANGELOG, Known issues). Hundreds are fine.
  @Test func aWorkflowOfHundredsOfStepsRunsToItsEnd() {
    let steps = Sanitizers.workload(300, sanitized: 100)
    let workflow = CountingWorkflow(steps: steps)
    let subscription = workflow.subscribe(0)
    #expect(workflow.reached == steps)
    #expect(workflow.completions == 1)
    subscription.dispose()
  }

  @Test func aDeepChainOfComponentsIsReleasedWithoutRecursion() {
    weak var weakLeaf: ChainedComponent?
    do {
      var component = ChainedComponent(dependency: RootDependency())
      for _ in 1..<Self.depth { component = ChainedComponent(dependency: component) }
      weakLeaf = component
      #expect(component.marker === component.marker)
    }
    #expect(weakLeaf == nil)
  }

  @Test func theLeakDetectorChecksManyObjectsAtOnce() {
    let count = Sanitizers.workload(50_000, sanitized: 5_000)
    let detection = QuietLeakDetection()
    var kept: [Marker] = []
    detection.scope {
      for index in 0..<count {
        let object = Marker()
        detection.detector.expectDeallocate(object: object)
        if index % 1_000 == 0 { kept.append(object) }
      }
    }
    detection.advancePastAllDeadlines()
    #expect(detection.diagnostics.diagnostics.count == kept.count)
  }

  // Each report reached the handler inside the one before: a stack overflow.
  @Test func aHandlerThatReportsFromEveryReportNestsOnlyAFewCallsDeep() {
    let reports = Sanitizers.workload(20_000, sanitized: 5_000)
    let handler = ChattyHandler(limit: reports)
    Diagnostics.withHandler(handler) {
      _ = NeverCommittedWorkflow().subscribe(())
    }
    #expect(handler.counts.handled == reports)
    #expect((2...8).contains(handler.counts.deepest))
  }

  // A handler may scope another handler to code it runs, and that one gets the reports of
  // that code, at once.
  @Test func aHandlerScopedInsideAHandlerGetsTheReportsOfTheCodeItRuns() {
    let inner = DiagnosticsCollector()
    let outer = ScopingHandler(inner: inner)
    Diagnostics.withHandler(outer) {
      _ = NeverCommittedWorkflow().subscribe(())
    }
    #expect(outer.innerCountsSeen == [1])
    #expect(inner.diagnostics.count == 1)
  }

  @Test func aDiagnosticsHandlerThatMisusesTheAPIItselfIsServed() {
    let handler = MisusingHandler()
    Diagnostics.withHandler(handler) {
      _ = NeverCommittedWorkflow().subscribe(())
    }
    // The first report's handler misused the API once more; both reports arrived.
    #expect(handler.count == 2)
  }
}

/// Reports a diagnostic of its own, by misusing the API, from each report it handles, until
/// it has handled `limit`; counts them, and the deepest its calls nested.
private final class ChattyHandler: DiagnosticsHandler {
  private struct State {
    var handled = 0
    var depth = 0
    var deepest = 0
  }

  private let state = Mutex(State())
  private let limit: Int

  init(limit: Int) { self.limit = limit }

  var counts: (handled: Int, deepest: Int) {
    state.withLock { ($0.handled, $0.deepest) }
  }

  func handle(_ diagnostic: Diagnostic) {
    let again = state.withLock { state -> Bool in
      state.handled += 1
      state.depth += 1
      state.deepest = max(state.deepest, state.depth)
      return state.handled < limit
    }
    if again { MainActor.assumeIsolated { _ = NeverCommittedWorkflow().subscribe(()) } }
    state.withLock { $0.depth -= 1 }
  }
}

/// A workflow of `steps` steps on plain values, each one step further.
@MainActor
private final class CountingWorkflow: Workflow<Int> {
  var reached = 0
  var completions = 0

  init(steps: Int) {
    super.init()
    var step = onStep { (start: Int) in Observable.just((start + 1, ())) }
    for _ in 1..<steps {
      step = step.onStep { [unowned self] value, _ in
        reached = value
        return .just((value + 1, ()))
      }
    }
    step.onStep { [unowned self] value, _ in
      reached = value
      return .just((value, ()))
    }
    .commit()
  }

  override func didComplete() { completions += 1 }
}

@MainActor
private final class NeverCommittedWorkflow: Workflow<Void> {}

@MainActor
private protocol ChainDependency: Dependency {
  var root: RootDependency { get }
}

@MainActor
private final class RootDependency: ChainDependency {
  var root: RootDependency { self }
}

@MainActor
private final class ChainedComponent: Component<any ChainDependency>, ChainDependency {
  var root: RootDependency { dependency.root }
  var marker: Marker { shared { Marker() } }
}

private final class Marker {}

/// Reports a diagnostic of its own, by misusing the API, the first time it handles one.
/// On its first report, runs API misuse with `inner` scoped to it, and notes how many reports
/// `inner` had when that code returned.
private final class ScopingHandler: DiagnosticsHandler {
  private let seen = Mutex<[Int]>([])
  private let inner: DiagnosticsCollector

  init(inner: DiagnosticsCollector) { self.inner = inner }

  var innerCountsSeen: [Int] { seen.withLock { $0 } }

  func handle(_ diagnostic: Diagnostic) {
    guard seen.withLock({ $0.isEmpty }) else { return }
    inner.collect {
      MainActor.assumeIsolated { _ = NeverCommittedWorkflow().subscribe(()) }
    }
    let count = inner.diagnostics.count
    seen.withLock { $0.append(count) }
  }
}

private final class MisusingHandler: DiagnosticsHandler {
  private let handled = Mutex(0)

  var count: Int { handled.withLock { $0 } }

  func handle(_ diagnostic: Diagnostic) {
    let first = handled.withLock { handled -> Bool in
      handled += 1
      return handled == 1
    }
    guard first else { return }
    MainActor.assumeIsolated { _ = NeverCommittedWorkflow().subscribe(()) }
  }
}
