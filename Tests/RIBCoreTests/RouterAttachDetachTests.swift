import RIBCore
import RIBStreams
import Testing

@MainActor
@Suite struct RouterAttachDetachTests {
  @Test func attachChildAppendsThenActivatesThenLoads() {
    let log = EventLog()
    let parent = ParentRouter(name: "parent")
    parent.launchAsRoot()
    let child = ChildRouter(name: "child", log: log)
    // Weak: the parent owns the child, whose interactor keeps this closure.
    child.interactor.onDidBecomeActive = { [weak parent] in
      log.record("children during didBecomeActive: \(parent?.children.count ?? -1)")
    }

    parent.attachChild(child)

    #expect(
      log.events == [
        "child.didBecomeActive(isActive: true)",
        "children during didBecomeActive: 1",
        "child.didLoad(isActive: true)",
      ])
    #expect(parent.children.count == 1)
    #expect(parent.children.first === child)
  }

  @Test func childrenAreKeptInAttachmentOrder() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let children = (0..<4).map { ChildRouter(name: "\($0)") }
    for child in children { parent.attachChild(child) }

    parent.detachChild(children[1])
    let extra = ChildRouter(name: "extra")
    parent.attachChild(extra)

    #expect(parent.children.map { ($0 as? TestRouter)?.name } == ["0", "2", "3", "extra"])
  }

  @Test func loadRunsOnce() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let child = ChildRouter()
    let lifecycle = StreamRecorder(child.lifecycle)

    parent.attachChild(child)
    child.load()
    parent.detachChild(child)
    parent.attachChild(child)

    #expect(child.didLoadCount == 1)
    #expect(lifecycle.values == [.didLoad])
    #expect(child.interactor.didBecomeActiveCount == 2)
  }

  @Test func didLoadAttachesFixedChildrenUnderAnActiveInteractor() {
    let log = EventLog()
    let parent = ParentRouter(name: "parent")
    parent.launchAsRoot()
    let child = ChildRouter(name: "child", log: log)
    let grandchild = GrandchildRouter(name: "grandchild", log: log)
    child.onDidLoad = { [weak child] in child?.attachChild(grandchild) }

    parent.attachChild(child)

    #expect(
      log.events == [
        "child.didBecomeActive(isActive: true)",
        "child.didLoad(isActive: true)",
        "grandchild.didBecomeActive(isActive: true)",
        "grandchild.didLoad(isActive: true)",
      ])
    #expect(grandchild.interactor.isActive)
  }

  @Test func detachChildDeactivatesThenRemoves() {
    let log = EventLog()
    let parent = ParentRouter(name: "parent")
    parent.launchAsRoot()
    let child = ChildRouter(name: "child", log: log)
    parent.attachChild(child)
    // Weak: the closure is kept by the child's interactor, which the child and parent own.
    child.interactor.onWillResignActive = { [weak parent, weak child] in
      let isAttached = parent?.children.contains { $0 === child } ?? false
      log.record("attached during willResignActive: \(isAttached)")
    }
    log.removeAll()

    parent.detachChild(child)

    #expect(
      log.events == [
        "child.willResignActive(isActive: true)",
        "attached during willResignActive: true",
      ])
    #expect(parent.children.isEmpty)
    #expect(!child.interactor.isActive)
  }

  @Test func aDetachedChildKeepsItsChildrenAndCanBeAttachedElsewhere() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let other = OtherParentRouter()
    other.launchAsRoot()
    let child = ChildRouter()
    let grandchild = GrandchildRouter()
    parent.attachChild(child)
    child.attachChild(grandchild)

    parent.detachChild(child)
    #expect(child.children.first === grandchild)
    other.attachChild(child)

    #expect(other.children.first === child)
    #expect(child.parent === other)
    #expect(child.interactor.isActive)
    #expect(grandchild.interactor.isActive)
  }

  @Test func parentIsSetOnAttachAndClearedOnDetach() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let child = ChildRouter()
    #expect(child.parent == nil)

    parent.attachChild(child)
    #expect(child.parent === parent)

    parent.detachChild(child)
    #expect(child.parent == nil)
  }

  /// `children` is kept as an array between changes; every change must show in the next read.
  @Test func childrenReadBetweenChangesFollowEveryChange() {
    let parent = TestRouter()
    parent.launchAsRoot()
    let (first, second, third) = (TestRouter(), TestRouter(), TestRouter())
    #expect(parent.children.isEmpty)

    parent.attachChild(first)
    parent.attachChild(second)
    #expect(
      parent.children.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
    #expect(
      parent.children.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))

    parent.detachChild(first)
    parent.attachChild(third)
    #expect(
      parent.children.map(ObjectIdentifier.init) == [second, third].map(ObjectIdentifier.init))

    parent.detachChild(second)
    parent.detachChild(third)
    #expect(parent.children.isEmpty)
  }
}
