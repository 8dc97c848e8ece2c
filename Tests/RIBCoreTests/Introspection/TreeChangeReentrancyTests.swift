import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// Tree observers that change the tree from their handlers.
@MainActor
@Suite struct TreeChangeReentrancyTests {
  @Test func anObserverThatDetachesTheRouterOnAttachedLeavesItInactiveAndUnloaded() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let child = ChildRouter(name: "child")
    let grandchild = GrandchildRouter(name: "grandchild")
    child.onDidLoad = { [weak child] in child?.attachChild(grandchild) }
    let observation = root.observeTreeChanges { event in
      if event.kind == .attached, event.routerID == child.routerID { root.detachChild(child) }
    }

    root.attachChild(child)
    observation.dispose()

    #expect(child.parent == nil)
    #expect(root.children.isEmpty)
    #expect(!child.interactor.isActive)
    #expect(child.interactor.didBecomeActiveCount == 0)
    #expect(child.didLoadCount == 0)
    #expect(!grandchild.interactor.isActive)

    // Attached again, it activates and loads as a new child does.
    root.attachChild(child)
    #expect(child.interactor.isActive)
    #expect(child.didLoadCount == 1)
    #expect(grandchild.interactor.isActive)
  }

  @Test func anObserverThatMovesTheRouterLeavesItFollowingItsNewParent() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let inactive = OtherParentRouter(name: "inactive")
    inactive.launchAsRoot()
    inactive.interactor.deactivate()
    let child = ChildRouter(name: "child")
    let observation = root.observeTreeChanges { event in
      if event.kind == .attached, event.routerID == child.routerID {
        root.detachChild(child)
        inactive.attachChild(child)
      }
    }

    DiagnosticsCollector().collect { root.attachChild(child) }
    observation.dispose()

    #expect(child.parent === inactive)
    #expect(!child.interactor.isActive)
    #expect(child.didLoadCount == 1)
  }

  @Test func everyObserverSeesEventsInTheOrderTheyHappened() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let first = ChildRouter(name: "first")
    let second = OtherParentRouter(name: "second")
    var seenByA: [String] = []
    var seenByB: [String] = []
    let observationA = root.observeTreeChanges { event in
      seenByA.append("\(event.kind.rawValue) \(event.typeName)")
      // Changes the tree, so posts, while the first event is still being delivered.
      if event.kind == .attached, event.routerID == first.routerID { root.attachChild(second) }
    }
    let observationB = root.observeTreeChanges { event in
      seenByB.append("\(event.kind.rawValue) \(event.typeName)")
    }
    defer {
      observationA.dispose()
      observationB.dispose()
    }

    root.attachChild(first)

    let expected = [
      "attached ChildRouter", "attached OtherParentRouter", "activated OtherParentRouter",
      "loaded OtherParentRouter", "activated ChildRouter", "loaded ChildRouter",
    ]
    #expect(seenByA == expected)
    #expect(seenByB == expected)
  }

  @Test func anObserverRegisteredDuringADeliveryStartsWithTheNextEvent() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    var late: [String] = []
    var lateObservation: (any Disposable)?
    let observation = root.observeTreeChanges { event in
      guard lateObservation == nil else { return }
      lateObservation = root.observeTreeChanges { event in
        late.append("\(event.kind.rawValue) \(event.typeName)")
      }
    }
    defer {
      observation.dispose()
      lateObservation?.dispose()
    }

    root.attachChild(ChildRouter())

    #expect(late == ["activated ChildRouter", "loaded ChildRouter"])
  }
}
