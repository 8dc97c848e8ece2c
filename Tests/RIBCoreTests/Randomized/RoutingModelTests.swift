import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// Random sequences of routing operations, misuse included, checked after every step against a
/// model of what RIBs promise: the children lists and parents, each interactor's activeness, its
/// lifecycle calls and stream, each router's `didLoad`, and one report for every misuse.
///
/// Upstream (RIBs-iOS) asserts on a double attach in debug builds and corrupts the tree in
/// release; it does not check self, cycle or foreign-parent attaches, nor detaching a
/// non-child. This project reports each of them and changes nothing (RIBS.md, Router).
///
/// A failure names its seed; `RoutingModelTests.replay` runs one seed alone.
@MainActor
@Suite struct RoutingModelTests {
  nonisolated static let seeds: [UInt64] = Array(1...24)
  nonisolated static let steps = 160

  /// Direct activations of any interactor, double loads, releases and leak expectations; no
  /// callback changes the tree, so every interactor's state is predicted exactly.
  @Test(arguments: seeds) func exactModel(seed: UInt64) {
    RoutingRun(seed: seed, hooks: false).run(steps: Self.steps)
  }

  /// Lifecycle callbacks that attach and detach (themselves, their children, other routers)
  /// while activeness propagates: the tree must stay consistent, each misuse reported.
  @Test(arguments: seeds) func callbacksChangeTheTree(seed: UInt64) {
    RoutingRun(seed: seed &+ 1_000, hooks: true).run(steps: Self.steps)
  }
}

/// An interactor that counts its callbacks, records its activeness stream, and runs a hook in
/// each callback.
@MainActor
final class ModelInteractor: Interactor {
  let index: Int
  private(set) var becameActive = 0
  private(set) var resigned = 0
  private(set) var streamValues: [Bool] = []
  var onDidBecomeActive: (() -> Void)?
  var onWillResignActive: (() -> Void)?
  private var subscription: (any Disposable)?

  init(index: Int) {
    self.index = index
    super.init()
    subscription = isActiveStream.subscribe(onNext: { [weak self] in
      self?.streamValues.append($0)
    })
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    becameActive += 1
    onDidBecomeActive?()
  }

  override func willResignActive() {
    super.willResignActive()
    resigned += 1
    onWillResignActive?()
  }
}

/// What every router of the run counts beyond what `Routing` shows.
@MainActor
final class RouterCounters {
  var didLoad = 0
  /// What the router's `lifecycle` stream delivered: `didLoad`, then `completed` once the
  /// router is deallocated.
  var lifecycle: [String] = []
  var lifecycleSubscription: (any Disposable)?
}

@MainActor
final class ModelView: ViewControllable {}

@MainActor
final class ModelHost: LaunchHost {
  var shown = 0
  func show(rootViewControllable: any ViewControllable) { shown += 1 }
}

@MainActor
final class PlainModelRouter: Router<ModelInteractor> {
  let counters = RouterCounters()
  override func didLoad() {
    super.didLoad()
    counters.didLoad += 1
  }
}

@MainActor
final class ViewableModelRouter: ViewableRouter<ModelInteractor, ModelView> {
  let counters = RouterCounters()
  override func didLoad() {
    super.didLoad()
    counters.didLoad += 1
  }
}

@MainActor
final class LaunchModelRouter: LaunchRouter<ModelInteractor, ModelView> {
  let counters = RouterCounters()
  override func didLoad() {
    super.didLoad()
    counters.didLoad += 1
  }
}

/// What the model knows of one router.
struct ModelNode {
  var parent: Int?
  var children: [Int] = []
  var isLoaded = false
  var isActive = false
  var hasBeenActive = false
  /// The test let go of the router; it lives while a parent holds it.
  var isReleasedByTest = false
  var isGone = false
}

/// One seeded run: the real routers, the model, and the checks between them.
@MainActor
final class RoutingRun {
  var random: SeededGenerator
  let seed: UInt64
  let hooks: Bool
  let diagnostics = DiagnosticsCollector()
  let scheduler = VirtualLeakDetectionScheduler()
  let detector: LeakDetector
  let host = ModelHost()
  var nodes: [ModelNode] = []
  var routers: [(any Routing)?] = []
  var weakRouters: [WeakRouting] = []
  var interactors: [ModelInteractor] = []
  var counters: [RouterCounters] = []
  /// Leak expectations of the test's own: deadline, handle, cancelled.
  var expectations: [(deadline: Duration, handle: any LeakDetectionHandle, cancelled: Bool)] = []
  /// Deadlines of the expectations that deallocated routers registered for their interactors,
  /// which this run keeps alive: each is reported as a leak when due.
  var routerExpectations: [Duration] = []
  var expectedKinds: [Diagnostic.Kind] = []
  var step = 0
  var hookBudget = 0
  /// Detached routers that only their parent held: they go when the operation lets go of them.
  var pendingGone: [Int] = []
  var log: [String] = []

  init(seed: UInt64, hooks: Bool) {
    self.seed = seed
    self.hooks = hooks
    random = SeededGenerator(seed: seed)
    detector = LeakDetector(scheduler: scheduler, isEnabled: true)
  }

  func run(steps: Int) {
    LeakDetector.withInstance(detector) {
      for index in 0..<4 { makeRouter(index) }
    }
    for current in 0..<steps {
      step = current
      expectedKinds = []
      diagnostics.removeAll()
      hookBudget = 3
      diagnostics.collect {
        LeakDetector.withInstance(detector) { randomOperation() }
        while let gone = pendingGone.popLast() { modelGone(gone) }
      }
      if hooks { settleGone() }
      if !check() { return }
    }
    finish()
  }

  // MARK: - Operations

  func randomOperation() {
    let count = nodes.count
    let a = random.below(count)
    let b = random.below(count)
    switch random.below(100) {
    case 0..<6 where count < 14:
      makeRouter(count)
    case 0..<30: attach(b, to: a)
    case 30..<34: attach(a, to: a)
    case 34..<38:
      // An ancestor onto its descendant.
      if let grandchild = descendant(of: a) { attach(a, to: grandchild) } else { attach(b, to: a) }
    case 38..<54: detach(b, from: a)
    case 54..<60:
      if let parent = alive(a).flatMap({ _ in nodes[a].parent }) { detach(a, from: parent) }
    case 60..<66: launch(a)
    case 66..<70: load(a)
    case 70..<76 where !hooks: poke(a, active: true)
    case 76..<82 where !hooks: poke(a, active: false)
    case 70..<82: launch(a)
    case 82..<88: release(a)
    case 88..<94: expectDeallocate(a)
    case 94..<97: cancelExpectation()
    default: advanceLeakClock()
    }
  }

  func makeRouter(_ index: Int) {
    let interactor = ModelInteractor(index: index)
    let router: any Routing
    let routerCounters: RouterCounters
    switch random.below(3) {
    case 0:
      let plain = PlainModelRouter(interactor: interactor)
      (router, routerCounters) = (plain, plain.counters)
    case 1:
      let viewable = ViewableModelRouter(interactor: interactor, viewController: ModelView())
      (router, routerCounters) = (viewable, viewable.counters)
    default:
      let launch = LaunchModelRouter(interactor: interactor, viewController: ModelView())
      (router, routerCounters) = (launch, launch.counters)
    }
    log.append("make \(index) \(type(of: router))")
    nodes.append(ModelNode())
    routers.append(router)
    weakRouters.append(WeakRouting(router))
    interactors.append(interactor)
    counters.append(routerCounters)
    // Weakly: a subscription must not keep the router's subject, or its counters, alive.
    routerCounters.lifecycleSubscription = router.lifecycle.subscribe(
      onNext: { [weak routerCounters] event in
        routerCounters?.lifecycle.append("\(event)")
      },
      onCompleted: { [weak routerCounters] in routerCounters?.lifecycle.append("completed") })
    if hooks { installHooks(on: index) }
  }

  func alive(_ index: Int) -> (any Routing)? {
    routers[index] ?? weakRouters[index].value
  }

  func descendant(of index: Int) -> Int? {
    guard !nodes[index].isGone else { return nil }
    var current = index
    while let first = nodes[current].children.first { current = first }
    return current == index ? nil : current
  }

  func isAncestor(_ candidate: Int, of index: Int) -> Bool {
    var current = parentOf(index)
    while let parent = current {
      if parent == candidate { return true }
      current = parentOf(parent)
    }
    return false
  }

  /// The model's parent, unless that router is being deallocated: its children's `parent`
  /// (weak) is nil from the start of its deinit, whose callbacks may attach them elsewhere.
  func parentOf(_ index: Int) -> Int? {
    guard let parent = nodes[index].parent, alive(parent) != nil else { return nil }
    return parent
  }

  func attach(_ child: Int, to parent: Int) {
    guard let parentRouter = alive(parent), let childRouter = alive(child) else { return }
    log.append("attach \(child) to \(parent)")
    if child == parent {
      expectedKinds.append(.attachToSelf)
    } else if parentOf(child) == parent {
      expectedKinds.append(.childAlreadyAttached)
    } else if isAncestor(child, of: parent) {
      expectedKinds.append(.attachAncestor)
    } else if parentOf(child) != nil {
      expectedKinds.append(.childAlreadyAttached)
    } else {
      modelDetach(child)
      nodes[child].parent = parent
      nodes[parent].children.append(child)
      if !hooks {
        // Under a parent that is active or was never active the child activates, as upstream;
        // under one that was active and is no more, it waits, and that is reported.
        if nodes[parent].isActive || !nodes[parent].hasBeenActive {
          setActive(child, true)
        } else {
          setActive(child, false)
          expectedKinds.append(.attachToInactiveParent)
        }
      }
      modelLoad(child)
    }
    parentRouter.attachChild(childRouter)
  }

  func detach(_ child: Int, from parent: Int) {
    guard let parentRouter = alive(parent), let childRouter = alive(child) else { return }
    log.append("detach \(child) from \(parent)")
    let isChild = nodes[child].parent == parent
    if !isChild { expectedKinds.append(.detachNonChild) }
    parentRouter.detachChild(childRouter)
    // After the call: the child leaves its parent's list once its callbacks have run, and one
    // of them may have moved it already.
    guard isChild, nodes[child].parent == parent else { return }
    modelDetach(child)
    if !hooks { setActive(child, false) }
    if !hooks && nodes[child].isReleasedByTest { pendingGone.append(child) }
  }

  func modelDetach(_ child: Int) {
    guard let parent = nodes[child].parent else { return }
    nodes[parent].children.removeAll { $0 == child }
    nodes[child].parent = nil
  }

  func launch(_ index: Int) {
    guard let router = alive(index) else { return }
    // Launching an attached router activates it whatever its parent's state: a direct
    // activation, which only the exact model follows.
    if hooks && nodes[index].parent != nil { return }
    log.append("launch \(index)")
    if !hooks { setActive(index, true) }
    modelLoad(index)
    if let launchRouter = router as? LaunchModelRouter {
      launchRouter.launch(from: host)
    } else {
      router.interactable.activate()
      router.load()
    }
  }

  func load(_ index: Int) {
    guard let router = alive(index) else { return }
    log.append("load \(index)")
    modelLoad(index)
    router.load()
  }

  /// Loading binds the children attached before to the interactor's state.
  func modelLoad(_ index: Int) {
    guard !nodes[index].isLoaded else { return }
    nodes[index].isLoaded = true
    if !hooks { propagate(from: index) }
  }

  /// Activates or deactivates an interactor directly, whatever its place in the tree: not
  /// reported (upstream does not either); its loaded subtree follows it.
  func poke(_ index: Int, active: Bool) {
    guard let router = alive(index) else { return }
    log.append("poke \(index) \(active)")
    setActive(index, active)
    if active { router.interactable.activate() } else { router.interactable.deactivate() }
  }

  func release(_ index: Int) {
    guard routers[index] != nil else { return }
    log.append("release \(index)")
    nodes[index].isReleasedByTest = true
    if !hooks && nodes[index].parent == nil { modelGone(index) }
    // Taken out first: its deinit runs callbacks that read `routers`.
    let held = routers[index]
    routers[index] = nil
    _ = held
  }

  /// A router no one holds any more: its deinit deactivates its interactor and its children,
  /// which lose their parent and go too unless the test holds them.
  func modelGone(_ root: Int) {
    var pending = [root]
    while let index = pending.popLast() {
      nodes[index].isGone = true
      routerExpectations.append(scheduler.now + .seconds(1))
      if !hooks { setActive(index, false, followers: false) }
      let children = nodes[index].children
      nodes[index].children = []
      for child in children {
        if !hooks { setActive(child, false) }
        nodes[child].parent = nil
        if nodes[child].isReleasedByTest { pending.append(child) }
      }
    }
  }

  /// With callbacks that change the tree, which routers a release takes with it depends on
  /// what the callbacks of its deinit do: the model reads it from the weak references after
  /// each step.
  func settleGone() {
    for index in nodes.indices
    where !nodes[index].isGone && nodes[index].isReleasedByTest && alive(index) == nil {
      nodes[index].isGone = true
      routerExpectations.append(scheduler.now + .seconds(1))
      modelDetach(index)
      for child in nodes[index].children { nodes[child].parent = nil }
      nodes[index].children = []
    }
  }

  func expectDeallocate(_ index: Int) {
    log.append("expect \(index)")
    let handle = detector.expectDeallocate(object: interactors[index], inTime: 0.5)
    expectations.append((scheduler.now + .milliseconds(500), handle, false))
  }

  func cancelExpectation() {
    guard !expectations.isEmpty else { return }
    let index = random.below(expectations.count)
    log.append("cancel expectation \(index)")
    expectations[index].handle.cancel()
    expectations[index].handle.cancel()
    expectations[index].cancelled = true
  }

  func advanceLeakClock() {
    log.append("advance")
    let now = scheduler.now + .milliseconds(300)
    for expectation in expectations where expectation.deadline <= now && !expectation.cancelled {
      expectedKinds.append(.leak)
    }
    expectations.removeAll { $0.deadline <= now }
    for deadline in routerExpectations where deadline <= now { expectedKinds.append(.leak) }
    routerExpectations.removeAll { $0 <= now }
    scheduler.advance(by: .milliseconds(300))
  }

  // MARK: - The activeness model

  /// Sets an interactor's state as the framework does: a change of a loaded router's interactor
  /// walks its subtree, each router following its parent; a router whose state does not change
  /// and is active ends the walk there (its subtree is active already).
  func setActive(_ index: Int, _ active: Bool, followers: Bool = true) {
    guard nodes[index].isActive != active else { return }
    nodes[index].isActive = active
    if active { nodes[index].hasBeenActive = true }
    if followers && nodes[index].isLoaded { propagate(from: index) }
  }

  func propagate(from index: Int) {
    var pending: [(Int, Int)] = nodes[index].children.reversed().map { ($0, index) }
    while let (child, parent) = pending.popLast() {
      guard nodes[child].parent == parent else { continue }
      let should = nodes[parent].isActive
      if nodes[child].isActive != should {
        nodes[child].isActive = should
        if should { nodes[child].hasBeenActive = true }
      } else if should {
        continue
      }
      pending += nodes[child].children.reversed().map { ($0, child) }
    }
  }

  // MARK: - Callbacks that change the tree

  func installHooks(on index: Int) {
    let interactor = interactors[index]
    interactor.onDidBecomeActive = { [weak self] in self?.fire(index) }
    interactor.onWillResignActive = { [weak self] in self?.fire(index) }
  }

  /// In a lifecycle callback of `index`'s interactor: now and then, changes the tree around it.
  func fire(_ index: Int) {
    guard hookBudget > 0, random.chance(40) else { return }
    hookBudget -= 1
    let other = random.below(nodes.count)
    log.append("in a callback of \(index):")
    switch random.below(6) {
    case 5:
      // The test lets go of a router from inside a callback: of this one, its parent, or one
      // being detached.
      release(random.chance(50) ? index : other)
    case 4:
      // A root turning itself off from its own didBecomeActive, or on from its own
      // willResignActive (no effect: it is still active then).
      guard parentOf(index) == nil, let router = alive(index) else { return }
      log.append("\(index) toggles itself")
      if router.interactable.isActive {
        router.interactable.deactivate()
      } else {
        router.interactable.activate()
      }
    case 0:
      if let parent = parentOf(index) { detach(index, from: parent) }
    case 1:
      if let child = nodes[index].children.first { detach(child, from: index) }
    case 2: attach(other, to: index)
    default: attach(index, to: other)
    }
  }

  // MARK: - Checks

  /// Compares the routers with the model; records an issue and returns false at the first
  /// difference.
  func check() -> Bool {
    let context = "seed \(seed) step \(step) (\(hooks ? "hooks" : "exact")): \(log.suffix(6))"
    let structuralKinds: Set<Diagnostic.Kind> = [
      .attachToSelf, .childAlreadyAttached, .attachAncestor, .detachNonChild,
    ]
    var actualKinds = diagnostics.kinds
    var expected = expectedKinds
    if hooks {
      // Whether a callback's attach lands under a resigning parent depends on timing the model
      // does not follow; every other report is predicted.
      actualKinds.removeAll { $0 == .attachToInactiveParent }
      expected.removeAll { $0 == .attachToInactiveParent }
    }
    guard
      actualKinds.sorted(by: { $0.rawValue < $1.rawValue })
        == expected.sorted(by: { $0.rawValue < $1.rawValue })
    else {
      return fail("reports \(diagnostics.kinds), expected \(expectedKinds); \(context)")
    }
    for diagnostic in diagnostics.diagnostics where structuralKinds.contains(diagnostic.kind) {
      guard diagnostic.subjects.count >= 2 || diagnostic.kind == .attachToSelf else {
        return fail("\(diagnostic) names \(diagnostic.subjects); \(context)")
      }
    }
    for index in nodes.indices {
      let node = nodes[index]
      let interactor = interactors[index]
      if interactor.becameActive - interactor.resigned != (interactor.isActive ? 1 : 0) {
        return fail(
          "\(index): \(interactor.becameActive) activations, \(interactor.resigned)"
            + " resignations, isActive \(interactor.isActive); \(context)")
      }
      let values = interactor.streamValues
      if values.last != interactor.isActive || zip(values, values.dropFirst()).contains(where: ==) {
        return fail(
          "\(index): isActiveStream \(values), isActive \(interactor.isActive); \(context)")
      }
      let lifecycle = counters[index].lifecycle
      let expectedLifecycle =
        (node.isLoaded ? ["didLoad"] : []) + (node.isGone ? ["completed"] : [])
      if lifecycle != expectedLifecycle {
        return fail("\(index): lifecycle \(lifecycle), expected \(expectedLifecycle); \(context)")
      }
      if node.isGone {
        if weakRouters[index].value != nil || interactor.isActive {
          return fail("\(index) outlived its last holder, or stayed active; \(context)")
        }
        continue
      }
      guard let router = alive(index) else {
        return fail("\(index) was deallocated while the model holds it; \(context)")
      }
      let children = router.children.map { ObjectIdentifier($0) }
      let modelChildren = node.children.compactMap { alive($0).map { ObjectIdentifier($0) } }
      let parent = (router as? any ParentReporting)?.reportedParent.map { ObjectIdentifier($0) }
      let modelParent = node.parent.flatMap { alive($0) }.map { ObjectIdentifier($0) }
      if children != modelChildren || node.children.count != modelChildren.count
        || parent != modelParent
      {
        return fail(
          "\(index): children \(router.children.count) / parent mismatch with the model"
            + " \(node.children) / \(String(describing: node.parent)); \(context)")
      }
      if counters[index].didLoad != (node.isLoaded ? 1 : 0) {
        return fail("\(index): didLoad ran \(counters[index].didLoad) times; \(context)")
      }
      if !hooks, interactor.isActive != node.isActive {
        return fail("\(index): isActive \(interactor.isActive), model \(node.isActive); \(context)")
      }
      if hooks, let parentIndex = node.parent {
        let parentInteractor = interactors[parentIndex]
        // Under a router never active, a child is active if attached after that router
        // loaded (attaching activates it, as upstream), inactive if attached before (loading
        // brings the children to the router's state, as upstream's binding does).
        if parentInteractor.becameActive > 0, interactor.isActive != parentInteractor.isActive {
          return fail(
            "\(index): isActive \(interactor.isActive) under \(parentIndex) (active"
              + " \(parentInteractor.isActive)); \(context)")
        }
      }
    }
    return true
  }

  private func fail(_ message: String) -> Bool {
    Issue.record(Comment(rawValue: message))
    return false
  }

  /// Lets every router go, checks that the whole run is deallocated and inactive, and that the
  /// detector ends with nothing pending.
  func finish() {
    diagnostics.removeAll()
    hookBudget = 0
    diagnostics.collect {
      do {
        let held = routers
        routers = routers.map { _ in nil }
        _ = held
      }
      scheduler.advance(by: .seconds(5))
    }
    for index in nodes.indices {
      #expect(weakRouters[index].value == nil, "\(index) leaked; seed \(seed)")
      #expect(!interactors[index].isActive, "\(index) still active; seed \(seed)")
    }
    #expect(detector.pendingExpectationCount == 0, "seed \(seed)")
    #expect(
      diagnostics.kinds.allSatisfy { $0 == .leak },
      "seed \(seed): \(diagnostics.kinds)")
  }
}

/// A weak reference to a router, as a value.
@MainActor
struct WeakRouting {
  weak var object: AnyObject?
  init(_ router: any Routing) { object = router }
  var value: (any Routing)? { object as? any Routing }
}

/// Routers that show their parent (every router of this framework does).
@MainActor
protocol ParentReporting {
  var reportedParent: (any Routing)? { get }
}

extension Router: ParentReporting {
  var reportedParent: (any Routing)? { parent }
}
