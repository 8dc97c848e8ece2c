import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// A child attached to a router whose interactor was never activated is activated, as
/// upstream's is (unit tests, trees assembled before launch). A child attached to a router whose
/// interactor was active and no longer is stays inactive until that router activates again,
/// and the attach is reported.
@MainActor
@Suite struct AttachToInactiveParentTests {
  @Test func aChildAttachedToANeverActivatedParentActivatesAsUpstreams() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    let child = ChildRouter(name: "child")

    parent.attachChild(child)

    #expect(child.parent === parent)
    #expect(child.interactor.isActive)
    #expect(child.interactor.didBecomeActiveCount == 1)
    #expect(child.didLoadCount == 1)

    root.attachChild(parent)

    #expect(parent.interactor.isActive)
    #expect(child.interactor.isActive)
    #expect(child.interactor.didBecomeActiveCount == 1)
  }

  @Test func aTreeAssembledBeforeLaunchIsActiveAndStaysSo() {
    let root = ParentRouter(name: "root")
    let parent = ParentRouter(name: "parent")
    let child = ChildRouter(name: "child")
    parent.attachChild(child)
    root.attachChild(parent)

    root.launchAsRoot()

    #expect(root.interactor.isActive)
    #expect(parent.interactor.didBecomeActiveCount == 1)
    #expect(child.interactor.didBecomeActiveCount == 1)
  }

  @Test func aNeverActivatedSubtreeAttachedUnderADeactivatedParentIsDeactivated() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    root.interactor.deactivate()
    let parent = ParentRouter(name: "parent")
    let child = ChildRouter(name: "child")
    parent.attachChild(child)
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { root.attachChild(parent) }

    #expect(!parent.interactor.isActive)
    #expect(!child.interactor.isActive)
    root.interactor.activate()
    #expect(parent.interactor.isActive)
    #expect(child.interactor.isActive)
  }

  @Test func attachingToAParentNoLongerActiveIsReportedNamingBothRouters() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    root.attachChild(parent)
    root.detachChild(parent)
    let child = ChildRouter(name: "child")
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { parent.attachChild(child) }

    let reports = diagnostics.diagnostics(ofKind: .attachToInactiveParent)
    #expect(reports.count == 1)
    let subjects = Set(reports.first?.subjects.map(\.identifier) ?? [])
    #expect(subjects == [ObjectIdentifier(parent), ObjectIdentifier(child)])
    #expect(reports.first?.message.contains("ParentRouter") == true)
    #expect(reports.first?.message.contains("ChildRouter") == true)
  }

  @Test func aChildAttachedToAParentDetachedAfterLoadingWaitsForItsReattachment() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    root.attachChild(parent)
    root.detachChild(parent)
    let child = ChildRouter(name: "child")

    parent.attachChild(child)
    #expect(!child.interactor.isActive)

    root.attachChild(parent)
    #expect(child.interactor.isActive)
    #expect(child.interactor.didBecomeActiveCount == 1)
  }

  @Test func aChildAttachedToADeactivatedParentWaitsForItsReactivation() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    root.attachChild(parent)
    parent.interactor.deactivate()
    let child = ChildRouter(name: "child")

    parent.attachChild(child)
    #expect(!child.interactor.isActive)

    parent.interactor.activate()
    #expect(child.interactor.isActive)
    #expect(child.interactor.didBecomeActiveCount == 1)
  }

  @Test func aChildAttachedFromAChildsWillResignActiveStaysInactive() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    let first = ChildRouter(name: "first")
    let latecomer = ChildRouter(name: "latecomer")
    root.attachChild(parent)
    parent.attachChild(first)
    first.interactor.onWillResignActive = { parent.attachChild(latecomer) }

    root.detachChild(parent)

    #expect(latecomer.parent === parent)
    #expect(!latecomer.interactor.isActive)
    #expect(latecomer.interactor.didBecomeActiveCount == 0)

    first.interactor.onWillResignActive = nil
    root.attachChild(parent)
    #expect(latecomer.interactor.isActive)
  }

  @Test func aChildAttachedToASiblingAlreadyDeactivatedStaysInactive() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    let first = ChildRouter(name: "first")
    let second = ChildRouter(name: "second")
    let latecomer = GrandchildRouter(name: "latecomer")
    root.attachChild(parent)
    parent.attachChild(first)
    parent.attachChild(second)
    // `first` is visited before `second`; `second` attaches a child to it.
    second.interactor.onWillResignActive = { first.attachChild(latecomer) }

    root.detachChild(parent)

    #expect(latecomer.parent === first)
    #expect(!latecomer.interactor.isActive)
    #expect(latecomer.interactor.didBecomeActiveCount == 0)
  }

  @Test func anActiveRouterAttachedToAParentNoLongerActiveIsDeactivated() {
    let parent = ParentRouter(name: "parent")
    parent.launchAsRoot()
    parent.interactor.deactivate()
    let child = ChildRouter(name: "child")
    let grandchild = GrandchildRouter(name: "grandchild")
    child.launchAsRoot()
    child.attachChild(grandchild)
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { parent.attachChild(child) }

    #expect(!child.interactor.isActive)
    #expect(!grandchild.interactor.isActive)
  }

  @Test func anActiveRouterAttachedToANeverActivatedParentStaysActive() {
    let parent = ParentRouter(name: "parent")
    let child = ChildRouter(name: "child")
    let grandchild = GrandchildRouter(name: "grandchild")
    child.launchAsRoot()
    child.attachChild(grandchild)

    parent.attachChild(child)

    #expect(child.interactor.isActive)
    #expect(grandchild.interactor.isActive)
    #expect(child.interactor.didBecomeActiveCount == 1)
  }

  @Test func childrenAttachedBeforeTheParentLoadsFollowItWhenItLoads() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    let child = ChildRouter(name: "child")
    // Attached before `parent` is attached (and so loaded) anywhere.
    parent.attachChild(child)
    let log = EventLog()
    parent.onDidLoad = { log.record("parent.didLoad, child active: \(child.interactor.isActive)") }

    root.attachChild(parent)

    #expect(log.events == ["parent.didLoad, child active: true"])
  }

  @Test func theTreeChangesShowTheChildActivatedWhenItsParentIs() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    root.attachChild(parent)
    parent.interactor.deactivate()
    var seen: [String] = []
    let observation = root.observeTreeChanges { event in
      seen.append("\(event.kind.rawValue) \(event.typeName)")
    }
    defer { observation.dispose() }

    parent.attachChild(ChildRouter())
    parent.interactor.activate()

    #expect(
      seen == [
        "attached ChildRouter", "loaded ChildRouter", "activated ParentRouter",
        "activated ChildRouter",
      ])
  }
}
