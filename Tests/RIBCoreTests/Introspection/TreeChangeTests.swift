import RIBCore
import RIBStreams
import Testing

/// A router whose `didLoad` attaches a grandchild, as OffGame attaches ScoreBoard.
@MainActor
private final class LoadingParentRouter: TestRouter {
  let grandchild = GrandchildRouter()

  override func didLoad() {
    super.didLoad()
    attachChild(grandchild)
  }
}

/// Records the events an observation delivers, as `kind TypeName#id parent`.
@MainActor
private final class TreeEventRecorder {
  private(set) var events: [RouterTreeEvent] = []
  private(set) var observation: (any Disposable)?

  init(_ router: any Routing) {
    observation = router.observeTreeChanges { [unowned self] event in events.append(event) }
  }

  func removeAll() { events.removeAll() }

  /// The events as `kind TypeName`, for readable expectations.
  var summary: [String] { events.map { "\($0.kind.rawValue) \($0.typeName)" } }
}

@MainActor
@Suite struct TreeChangeTests {
  @Test func attachingASubtreeReportsEachRouterParentFirst() {
    let root = ParentRouter()
    root.launchAsRoot()
    let recorder = TreeEventRecorder(root)
    let child = LoadingParentRouter()

    root.attachChild(child)

    #expect(
      recorder.summary == [
        "attached LoadingParentRouter", "activated LoadingParentRouter",
        "loaded LoadingParentRouter", "attached GrandchildRouter", "activated GrandchildRouter",
        "loaded GrandchildRouter",
      ])
    let attached = recorder.events[0]
    #expect(attached.routerID == child.routerID)
    #expect(attached.parentID == root.routerID)
    #expect(attached.hasView == false)
    #expect(recorder.events[3].routerID == child.grandchild.routerID)
    #expect(recorder.events[3].parentID == child.routerID)
  }

  @Test func detachingDeactivatesTheSubtreeThenDetaches() {
    let root = ParentRouter()
    root.launchAsRoot()
    let child = LoadingParentRouter()
    root.attachChild(child)
    let recorder = TreeEventRecorder(root)

    root.detachChild(child)

    #expect(
      recorder.summary == [
        "deactivated LoadingParentRouter", "deactivated GrandchildRouter",
        "detached LoadingParentRouter",
      ])
    #expect(recorder.events.last?.parentID == root.routerID)
  }

  @Test func reattachingALoadedRouterDoesNotLoadItAgain() {
    let root = ParentRouter()
    root.launchAsRoot()
    let child = LoadingParentRouter()
    root.attachChild(child)
    root.detachChild(child)
    let recorder = TreeEventRecorder(root)

    root.attachChild(child)

    #expect(
      recorder.summary == [
        "attached LoadingParentRouter", "activated LoadingParentRouter",
        "activated GrandchildRouter",
      ])
  }

  @Test func launchingReportsTheRootActivatedThenLoaded() {
    let root = TestViewableRouterWithLaunch()
    let recorder = TreeEventRecorder(root)

    root.launch(from: TestHost())

    #expect(
      recorder.summary == [
        "activated TestViewableRouterWithLaunch", "loaded TestViewableRouterWithLaunch",
      ])
    #expect(recorder.events.allSatisfy { $0.parentID == nil && $0.hasView })
  }

  @Test func anObserverSeesOnlyItsOwnSubtree() {
    let root = ParentRouter()
    root.launchAsRoot()
    let left = ChildRouter()
    let right = OtherParentRouter()
    root.attachChild(left)
    root.attachChild(right)
    let recorder = TreeEventRecorder(left)

    right.attachChild(GrandchildRouter())
    left.attachChild(GrandchildRouter())
    root.interactor.deactivate()

    #expect(
      recorder.summary == [
        "attached GrandchildRouter", "activated GrandchildRouter", "loaded GrandchildRouter",
        "deactivated ChildRouter", "deactivated GrandchildRouter",
      ])
  }

  @Test func disposingTheObservationStopsTheEvents() {
    let root = ParentRouter()
    root.launchAsRoot()
    let recorder = TreeEventRecorder(root)

    recorder.observation?.dispose()
    root.attachChild(ChildRouter())

    #expect(recorder.events.isEmpty)
  }

  @Test func aHandlerMayChangeTheTreeAndDisposeItsObservation() {
    let root = ParentRouter()
    root.launchAsRoot()
    var seen: [String] = []
    var observation: (any Disposable)?
    observation = root.observeTreeChanges { event in
      seen.append("\(event.kind.rawValue) \(event.typeName)")
      if event.kind == .loaded, event.typeName == "ChildRouter" {
        observation?.dispose()
        root.attachChild(GrandchildRouter())
      }
    }

    root.attachChild(ChildRouter())

    #expect(seen == ["attached ChildRouter", "activated ChildRouter", "loaded ChildRouter"])
    #expect(root.children.count == 2)
  }

  @Test func aDetachedSubtreeIsNoLongerReportedToItsFormerAncestors() {
    let root = ParentRouter()
    root.launchAsRoot()
    let child = ChildRouter()
    root.attachChild(child)
    root.detachChild(child)
    let recorder = TreeEventRecorder(root)

    child.attachChild(GrandchildRouter())
    child.interactor.activate()

    #expect(recorder.events.isEmpty)
  }

  @Test func aReleasedSubtreeReportsNothing() {
    let root = ParentRouter()
    root.launchAsRoot()
    let rootRecorder = TreeEventRecorder(root)
    weak var weakChild: LoadingParentRouter?
    var childRecorder: TreeEventRecorder?
    do {
      let child = LoadingParentRouter()
      weakChild = child
      root.attachChild(child)
      childRecorder = TreeEventRecorder(child)
      root.detachChild(child)
    }
    let rootEvents = rootRecorder.events.count
    let childEvents = childRecorder?.events.count ?? 0

    #expect(weakChild == nil)
    root.attachChild(ChildRouter())
    #expect(childRecorder?.events.count == childEvents)
    #expect(childRecorder?.summary.last == "detached LoadingParentRouter")
    #expect(rootRecorder.events.count == rootEvents + 3)
    // The observation ended with its router; disposing it now does nothing.
    childRecorder?.observation?.dispose()
  }

  @Test func anObservationDisposedOnAnotherThreadStopsTheEvents() async {
    let root = ParentRouter()
    root.launchAsRoot()
    let recorder = TreeEventRecorder(root)
    let observation = recorder.observation

    await Task.detached { observation?.dispose() }.value
    root.attachChild(ChildRouter())

    #expect(recorder.events.isEmpty)
  }

  @Test func eventsAsJSONLines() {
    let event = RouterTreeEvent(
      kind: .attached, routerID: 5, typeName: "LoggedInRouter", parentID: 1, hasView: false)
    let root = RouterTreeEvent(
      kind: .loaded, routerID: 1, typeName: "Root\"Router", parentID: nil, hasView: true)

    #expect(
      event.json
        == #"{"format":"ribs-tree","version":1,"kind":"attached","id":5,"typeName":"LoggedInRouter","parentID":1,"hasView":false}"#
    )
    #expect(
      root.json
        == #"{"format":"ribs-tree","version":1,"kind":"loaded","id":1,"typeName":"Root\"Router","parentID":null,"hasView":true}"#
    )
  }
}

/// A launch router of the test kind.
@MainActor
private final class TestViewableRouterWithLaunch: LaunchRouter<RecordingInteractor, TestView> {
  init() {
    super.init(interactor: RecordingInteractor(name: "root"), viewController: TestView())
  }
}
