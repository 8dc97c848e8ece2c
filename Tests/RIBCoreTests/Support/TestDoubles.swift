import RIBCore
import RIBStreams

/// What happened, in order, across the test doubles of one test.
@MainActor
final class EventLog {
  private(set) var events: [String] = []

  func record(_ event: String) { events.append(event) }

  func removeAll() { events.removeAll() }
}

/// An interactor that counts and logs its lifecycle calls, and runs optional hooks in them.
@MainActor
class RecordingInteractor: Interactor {
  let name: String
  let log: EventLog?
  private(set) var didBecomeActiveCount = 0
  private(set) var willResignActiveCount = 0
  var onDidBecomeActive: (() -> Void)?
  var onWillResignActive: (() -> Void)?

  init(name: String = "interactor", log: EventLog? = nil) {
    self.name = name
    self.log = log
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    didBecomeActiveCount += 1
    log?.record("\(name).didBecomeActive(isActive: \(isActive))")
    onDidBecomeActive?()
  }

  override func willResignActive() {
    super.willResignActive()
    willResignActiveCount += 1
    log?.record("\(name).willResignActive(isActive: \(isActive))")
    onWillResignActive?()
  }
}

/// A view-less router that counts and logs `didLoad`. Subclasses only change the type name,
/// which is what snapshots and diagnostics show.
@MainActor
class TestRouter: Router<RecordingInteractor> {
  let name: String
  let log: EventLog?
  private(set) var didLoadCount = 0
  var onDidLoad: (() -> Void)?

  init(name: String = "router", log: EventLog? = nil) {
    self.name = name
    self.log = log
    super.init(interactor: RecordingInteractor(name: name, log: log))
  }

  override func didLoad() {
    super.didLoad()
    didLoadCount += 1
    log?.record("\(name).didLoad(isActive: \(interactor.isActive))")
    onDidLoad?()
  }

  /// Activates the interactor and loads, as a launch would: the root of a test tree.
  func launchAsRoot() {
    interactor.activate()
    load()
  }
}

final class ParentRouter: TestRouter {}
final class OtherParentRouter: TestRouter {}
final class ChildRouter: TestRouter {}
final class GrandchildRouter: TestRouter {}

/// A view that knows nothing of any UI framework.
@MainActor
final class TestView: ViewControllable {
  let name: String

  init(name: String = "view") { self.name = name }
}

/// A router with a view.
@MainActor
class TestViewableRouter: ViewableRouter<RecordingInteractor, TestView> {
  init(name: String = "viewable", log: EventLog? = nil) {
    super.init(
      interactor: RecordingInteractor(name: name, log: log), viewController: TestView(name: name))
  }
}

/// A launch host that records what it was asked to show.
@MainActor
final class TestHost: LaunchHost {
  private(set) var shown: [any ViewControllable] = []
  let log: EventLog?

  init(log: EventLog? = nil) { self.log = log }

  func show(rootViewControllable: any ViewControllable) {
    shown.append(rootViewControllable)
    log?.record("host.show")
  }
}

/// Builds a chain of `depth` routers, the first launched as a root, each attached to the one
/// before it.
@MainActor
func makeChain(depth: Int) -> [TestRouter] {
  let root = TestRouter(name: "0")
  root.launchAsRoot()
  var chain = [root]
  chain.reserveCapacity(depth)
  for index in 1..<depth {
    let router = TestRouter(name: "\(index)")
    chain[index - 1].attachChild(router)
    chain.append(router)
  }
  return chain
}
