import Dispatch
import RIBCore
import RIBStreams
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many benchmark interactors have been deinitialised; lets scenario 8 check that a
/// release really tore the whole subtree down before the clock stopped.
let interactorDeinitCount = Atomic<Int>(0)

/// The interactor of the benchmark RIBs: no work of its own, optionally holding its RIB's
/// component (as a real interactor holds what its builder gave it).
final class BenchInteractor: Interactor {
  let component: BenchComponent?

  init(component: BenchComponent? = nil) {
    self.component = component
    super.init()
  }

  deinit {
    interactorDeinitCount.add(1, ordering: .relaxed)
  }
}

/// The router of the benchmark RIBs: a view-less RIB.
final class BenchRouter: Router<BenchInteractor> {}

/// A fresh, detached RIB: router and interactor.
@MainActor
func makeRIB(component: BenchComponent? = nil) -> BenchRouter {
  BenchRouter(interactor: BenchInteractor(component: component))
}

/// A root RIB, active and loaded, as `LaunchRouter.launch(from:)` leaves the root of an app.
@MainActor
func makeActiveRoot() -> BenchRouter {
  let root = makeRIB()
  root.interactable.activate()
  root.load()
  return root
}

/// Scenario 4: attaching and detaching a child RIB (router + interactor) under an active parent
/// that already has 10³, 10⁴ and 10⁵ other children.
///
/// Each operation attaches a fresh child (built before the clock starts; the attach activates
/// and loads it) and detaches it again. The cost must not depend on the number of siblings.
@MainActor
enum AttachDetachScenario {
  static let siblingCounts = [1_000, 10_000, 100_000]

  static func label(_ siblings: Int) -> String {
    "attach + detach child, \(siblings) siblings"
  }

  static func run(_ settings: Settings, _ report: Report) {
    let parent = makeActiveRoot()
    var siblings = 0
    for count in siblingCounts {
      while siblings < count {
        parent.attachChild(makeRIB())
        siblings += 1
      }
      let sample = measure(settings, maxIterations: 100_000) { iterations in
        let children = (0..<iterations).map { _ in makeRIB() }
        let elapsed = timed {
          for child in children {
            parent.attachChild(child)
            parent.detachChild(child)
          }
        }
        precondition(children.allSatisfy { !$0.interactor.isActive }, "a detached child is active")
        return Measured(elapsed: elapsed, operations: iterations)
      }
      report.add(4, label(count), .ribs, sample)
    }
    precondition(parent.children.count == siblingCounts.last, "the siblings changed")
    let children = (0..<countedOperations).map { _ in makeRIB() }
    let allocations = allocationsPerOperation(countedOperations) {
      for child in children {
        parent.attachChild(child)
        parent.detachChild(child)
      }
    }
    if let allocations {
      report.add(4, allocationsLabel, .ribs, allocations, unit: "allocs/op")
    }
  }

  static let allocationsLabel = "allocations per attach + detach"
  static let countedOperations = 1000
}

/// Scenario 5: deactivating and re-activating the root of a chain of RIBs (each the only child
/// of the one above), at depths 250 to 2000; cost per level.
///
/// The chain is built top-down under an active root, as an app would attach it. Deactivating
/// the root deactivates every interactor below it, activating it activates them again; each
/// direction is timed separately and divided by the depth. The cost per level must stay flat,
/// and the depth must not be limited by the thread's stack: one more chain of 10⁵ levels
/// (built bottom-up, which is quicker to set up) is run through the same cycle.
@MainActor
enum DeepChainScenario {
  static let depths = [250, 500, 1000, 2000]
  static let stackTestDepth = 100_000

  /// Depths at which assembling a chain bottom-up is timed; the cost per level must stay flat.
  static let assemblyDepths = [1_000, 10_000, 100_000]

  static func assembleLabel(_ depth: Int) -> String {
    "assemble chain bottom-up, depth \(depth)"
  }
  static func activateLabel(_ depth: Int) -> String { "activate chain, depth \(depth)" }
  static func deactivateLabel(_ depth: Int) -> String { "deactivate chain, depth \(depth)" }

  static func run(_ settings: Settings, _ report: Report) {
    for depth in depths {
      let chain = buildTopDown(depth)
      measureCycle(chain, depth: depth, settings, report)
      dismantle(chain)
    }
    let deep = buildBottomUp(settings.isQuick ? 10_000 : stackTestDepth)
    measureCycle(deep, depth: deep.count, settings, report)
    dismantle(deep)
    for depth in assemblyDepths {
      report.add(
        5, assembleLabel(depth), .ribs,
        measure(settings, maxIterations: Swift.max(1, 100_000 / depth)) { iterations in
          var elapsed = Duration.zero
          for _ in 0..<iterations {
            var chain: [BenchRouter] = []
            elapsed += timed { chain = buildBottomUp(depth) }
            precondition(chain[chain.count - 1].interactor.isActive, "the leaf is not active")
            dismantle(chain)
          }
          return Measured(elapsed: elapsed, operations: iterations * depth)
        }, unit: "ns/level")
    }
  }

  private static func measureCycle(
    _ chain: [BenchRouter], depth: Int, _ settings: Settings, _ report: Report
  ) {
    let root = chain[0].interactable
    let leaf = chain[chain.count - 1].interactor
    report.add(
      5, activateLabel(depth), .ribs,
      measure(settings) { iterations in
        var elapsed = Duration.zero
        for _ in 0..<iterations {
          root.deactivate()
          elapsed += timed { root.activate() }
          precondition(leaf.isActive, "activation did not reach the leaf")
        }
        return Measured(elapsed: elapsed, operations: iterations * depth)
      }, unit: "ns/level")
    report.add(
      5, deactivateLabel(depth), .ribs,
      measure(settings) { iterations in
        var elapsed = Duration.zero
        for _ in 0..<iterations {
          elapsed += timed { root.deactivate() }
          precondition(!leaf.isActive, "deactivation did not reach the leaf")
          root.activate()
        }
        return Measured(elapsed: elapsed, operations: iterations * depth)
      }, unit: "ns/level")
  }

  /// A chain of `depth` RIBs under an active root, each attached to the one above while that
  /// one is attached and active.
  static func buildTopDown(_ depth: Int) -> [BenchRouter] {
    var chain = [makeActiveRoot()]
    chain.reserveCapacity(depth)
    while chain.count < depth {
      let child = makeRIB()
      chain[chain.count - 1].attachChild(child)
      chain.append(child)
    }
    return chain
  }

  /// A chain of `depth` RIBs assembled from the leaf up, then attached to an active root.
  static func buildBottomUp(_ depth: Int) -> [BenchRouter] {
    var chain = (0..<depth - 1).map { _ in makeRIB() }
    for index in stride(from: chain.count - 1, to: 0, by: -1) {
      chain[index - 1].attachChild(chain[index])
    }
    let root = makeActiveRoot()
    root.attachChild(chain[0])
    chain.insert(root, at: 0)
    return chain
  }

  /// Detaches the chain from the leaf up, so that releasing it frees one RIB at a time rather
  /// than a deinitialiser cascade as deep as the chain.
  static func dismantle(_ chain: [BenchRouter]) {
    for index in stride(from: chain.count - 1, to: 0, by: -1) {
      chain[index - 1].detachChild(chain[index])
    }
  }
}

/// Scenario 7: memory per live RIB (router + interactor + component with one shared instance
/// resolved), for 10⁵ RIBs.
///
/// Measured with glibc's `mallinfo2()` (bytes in use by malloc, see ``mallocBytesInUse()``)
/// before and after: once with the RIBs built and held, once more after attaching them all to
/// an active parent (which loads them and subscribes each router to its interactor's
/// activeness, and grows the parent's child list). The RSS growth from `/proc/self/statm` is
/// shown too, as a cross-check; it runs first so that the heap has few free chunks to reuse.
@MainActor
enum MemoryScenario {
  static let count = 100_000
  static let builtLabel = "bytes per RIB, built (router+interactor+component)"
  static let attachedLabel = "bytes per RIB, attached + loaded + active"

  static func run(_ settings: Settings, _ report: Report) {
    let count = settings.isQuick ? 10_000 : count
    let rootComponent = BenchRootComponent()
    let parent = makeActiveRoot()
    var routers: [BenchRouter] = []
    routers.reserveCapacity(count)
    guard let mallocBefore = mallocBytesInUse() else {
      report.note("scenario 7: malloc statistics are not available on this platform")
      return
    }
    let rssBefore = residentBytes() ?? 0
    for _ in 0..<count {
      let component = BenchComponent(dependency: rootComponent)
      _ = component.service
      routers.append(makeRIB(component: component))
    }
    let mallocBuilt = mallocBytesInUse() ?? 0
    let rssBuilt = residentBytes() ?? 0
    for router in routers { parent.attachChild(router) }
    let mallocAttached = mallocBytesInUse() ?? 0
    let rssAttached = residentBytes() ?? 0
    precondition(routers.allSatisfy { $0.interactor.isActive }, "an attached RIB is not active")

    let perRIB = { (bytes: Int) in Double(bytes) / Double(count) }
    report.add(
      7, builtLabel, .ribs, Sample(single: perRIB(mallocBuilt - mallocBefore)), unit: "B/RIB")
    report.add(
      7, attachedLabel, .ribs, Sample(single: perRIB(mallocAttached - mallocBefore)),
      unit: "B/RIB")
    report.note(
      "scenario 7: \(count) RIBs; RSS grew by \(format(perRIB(rssBuilt - rssBefore), digits: 0))"
        + " B/RIB when built and \(format(perRIB(rssAttached - rssBefore), digits: 0)) B/RIB"
        + " once attached (malloc's own count is the table's figure)")
  }
}

/// Counts leak reports, so scenario 8 can check that its RIBs really were deallocated.
final class LeakCounter: DiagnosticsHandler {
  let leaks = Atomic<Int>(0)

  func handle(_ diagnostic: Diagnostic) {
    if diagnostic.kind == .leak || diagnostic.kind == .viewDidNotDisappear {
      leaks.add(1, ordering: .relaxed)
    }
  }
}

/// Scenario 8: releasing a detached subtree of 1000 RIBs with leak detection on, per RIB; then
/// the CPU the leak detector uses once its expectations have resolved.
///
/// A real ``LeakDetector`` with its default Dispatch scheduler is installed with
/// `LeakDetector.setInstance`. Each of 15 runs attaches a fresh subtree (1000 RIBs, ten
/// children per RIB, breadth first) under an active parent, detaches it, and times dropping the
/// last reference: every router's deinitialiser registers its interactor with the detector,
/// with the library's default expectation time (1 s). A run during which the scheduler
/// preempted the thread is done again. Afterwards the benchmark waits until
/// `LeakDetector.status` reports `.didComplete`, and measures the process's CPU time while the
/// expectations resolve and then over an idle window, which must be idle: the detector keeps
/// one pending wake-up in all, not a timer per object, and none once nothing waits.
@MainActor
enum TeardownScenario {
  static let subtreeSize = 1000
  static let fanOut = 10
  static let label = "release detached subtree of 1000, leak detection on"
  static let idleWindow = Duration.seconds(2)
  /// "No measurable CPU": less than a millisecond over the idle window.
  static let idleLimit = Duration.milliseconds(1)

  static func run(_ settings: Settings, _ report: Report) {
    let detector = LeakDetector(scheduler: DispatchLeakDetectionScheduler(), isEnabled: true)
    let previousDetector = LeakDetector.setInstance(detector)
    let counter = LeakCounter()
    let previousHandler = Diagnostics.setHandler(counter)
    defer {
      LeakDetector.setInstance(previousDetector)
      Diagnostics.setHandler(previousHandler)
    }

    var perRIB: [Double] = []
    var preempted = 0
    do {
      let parent = makeActiveRoot()
      // Each run is one release of about a millisecond and a half, long enough for the
      // scheduler to give the core to another process in the middle of it on a busy machine. A
      // run during which this thread was preempted (its involuntary context switches went up)
      // is done again, up to ten times as many runs in all; the note under the table says
      // how many were.
      let runs = settings.isQuick ? settings.runs : 15
      var attempts = 0
      while perRIB.count < runs {
        var subtree: BenchRouter? = buildSubtree(under: parent)
        parent.detachChild(subtree!)
        let deinitsBefore = interactorDeinitCount.load(ordering: .relaxed)
        let switchesBefore = involuntaryContextSwitches()
        let elapsed = timed { subtree = nil }
        let wasPreempted = involuntaryContextSwitches() != switchesBefore
        let released = interactorDeinitCount.load(ordering: .relaxed) - deinitsBefore
        precondition(released == subtreeSize, "released \(released) of \(subtreeSize) RIBs")
        attempts += 1
        if attempts == 1 { continue }  // warm-up
        if wasPreempted && attempts <= 10 * runs {
          preempted += 1
          continue
        }
        perRIB.append(elapsed.nanoseconds / Double(subtreeSize))
      }
    }
    report.add(8, label, .ribs, Sample(perRIB), unit: "ns/RIB")

    guard !settings.isQuick else {
      report.note(
        "scenario 8: --quick skips the wait for the leak checks and the idle window;"
          + " \(preempted) preempted releases done again")
      return
    }
    let expectations = detector.pendingExpectationCount
    let resolveStart = processCPUTime()
    let clock = ContinuousClock()
    let waitStart = clock.now
    guard waitUntilLeakChecksComplete(detector, timeout: .seconds(30)) else {
      report.note("scenario 8: the leak detector did not complete within 30 s")
      report.add(
        8, "CPU over idle window after checks", .ribs, Sample(single: .infinity),
        unit: "µs CPU")
      return
    }
    let waited = waitStart.duration(to: clock.now)
    let resolveCPU = processCPUTime() - resolveStart
    let idleStart = processCPUTime()
    sleep(for: idleWindow)
    let idleCPU = processCPUTime() - idleStart

    report.add(
      8, "CPU resolving the expectations", .ribs,
      Sample(single: resolveCPU.nanoseconds / Double(max(1, expectations))),
      unit: "ns CPU/exp.")
    report.add(
      8, "CPU over 2 s idle window after checks", .ribs,
      Sample(single: idleCPU.nanoseconds / 1000), unit: "µs CPU")
    report.note(
      "scenario 8: \(expectations) expectations resolved"
        + " \(format(waited.nanoseconds / 1e6, digits: 0)) ms after the last release;"
        + " \(counter.leaks.load(ordering: .relaxed)) leaks reported; \(preempted) preempted"
        + " releases done again")
  }

  /// Attaches a fresh subtree of ``subtreeSize`` RIBs to `parent`, top-down, breadth first with
  /// ``fanOut`` children per RIB, and returns its root. Only the tree holds its RIBs afterwards.
  static func buildSubtree(under parent: BenchRouter) -> BenchRouter {
    var nodes = [makeRIB()]
    nodes.reserveCapacity(subtreeSize)
    parent.attachChild(nodes[0])
    var next = 0
    while nodes.count < subtreeSize {
      for _ in 0..<fanOut where nodes.count < subtreeSize {
        let child = makeRIB()
        nodes[next].attachChild(child)
        nodes.append(child)
      }
      next += 1
    }
    return nodes[0]
  }
}

/// Blocks until `detector` reports `.didComplete`, or `timeout` passes; `false` on timeout.
///
/// Nonisolated: the status observer runs on the detector's queue.
nonisolated func waitUntilLeakChecksComplete(_ detector: LeakDetector, timeout: Duration) -> Bool {
  let done = DispatchSemaphore(value: 0)
  let subscription = detector.status.subscribe(onNext: { status in
    if status == .didComplete { done.signal() }
  })
  defer { subscription.dispose() }
  let nanoseconds = Int(timeout.nanoseconds)
  return done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
}

/// Sleeps the calling thread, without spinning.
func sleep(for duration: Duration) {
  let (seconds, attoseconds) = duration.components
  var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
  var remaining = timespec()
  while nanosleep(&request, &remaining) != 0 { request = remaining }
}
