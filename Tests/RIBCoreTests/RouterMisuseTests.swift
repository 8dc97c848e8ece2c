import RIBCore
import RIBTesting
import Testing

/// Misuse is reported, names the routers involved, and leaves the tree as it was.
@MainActor
@Suite struct RouterMisuseTests {
  @Test func attachingAChildTwiceToTheSameParent() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let child = ChildRouter()
    parent.attachChild(child)
    let before = parent.snapshot()
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { parent.attachChild(child) }

    #expect(diagnostics.kinds == [.childAlreadyAttached])
    let message = diagnostics.messages.first ?? ""
    #expect(message.contains("ChildRouter"))
    #expect(message.contains("ParentRouter"))
    #expect(
      diagnostics.diagnostics.first?.subjects.map(\.typeName) == ["ParentRouter", "ChildRouter"])
    #expect(parent.snapshot() == before)
    #expect(parent.children.count == 1)
    #expect(child.interactor.didBecomeActiveCount == 1)
    #expect(child.didLoadCount == 1)
  }

  @Test func attachingAChildThatIsAttachedToAnotherParent() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let other = OtherParentRouter()
    other.launchAsRoot()
    let child = ChildRouter()
    parent.attachChild(child)
    let (parentBefore, otherBefore) = (parent.snapshot(), other.snapshot())
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { other.attachChild(child) }

    #expect(diagnostics.kinds == [.childAlreadyAttached])
    let message = diagnostics.messages.first ?? ""
    #expect(message.contains("ChildRouter"))
    #expect(message.contains("OtherParentRouter"))
    #expect(message.contains("ParentRouter"))
    #expect(
      diagnostics.diagnostics.first?.subjects.map(\.typeName)
        == ["OtherParentRouter", "ChildRouter", "ParentRouter"])
    #expect(parent.snapshot() == parentBefore)
    #expect(other.snapshot() == otherBefore)
    #expect(other.children.isEmpty)
    #expect(child.parent === parent)
  }

  @Test func attachingARouterToItself() {
    let router = ParentRouter()
    router.launchAsRoot()
    let before = router.snapshot()
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { router.attachChild(router) }

    #expect(diagnostics.kinds == [.attachToSelf])
    #expect(diagnostics.messages.first?.contains("ParentRouter") == true)
    #expect(router.snapshot() == before)
    #expect(router.children.isEmpty)
    #expect(router.parent == nil)
  }

  @Test func attachingTheRootToOneOfItsDescendants() {
    let root = ParentRouter()
    root.launchAsRoot()
    let child = ChildRouter()
    let grandchild = GrandchildRouter()
    root.attachChild(child)
    child.attachChild(grandchild)
    let before = root.snapshot()
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { grandchild.attachChild(root) }

    #expect(diagnostics.kinds == [.attachAncestor])
    let message = diagnostics.messages.first ?? ""
    #expect(message.contains("ParentRouter"))
    #expect(message.contains("GrandchildRouter"))
    #expect(root.snapshot() == before)
    #expect(grandchild.children.isEmpty)
    #expect(root.parent == nil)
  }

  @Test func attachingAnInnerAncestorToOneOfItsDescendantsIsReportedAsACycle() {
    let root = ParentRouter()
    root.launchAsRoot()
    let child = ChildRouter()
    let grandchild = GrandchildRouter()
    root.attachChild(child)
    child.attachChild(grandchild)
    let before = root.snapshot()
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { grandchild.attachChild(child) }

    #expect(diagnostics.kinds == [.attachAncestor])
    let message = diagnostics.messages.first ?? ""
    #expect(message.contains("ChildRouter"))
    #expect(message.contains("GrandchildRouter"))
    #expect(root.snapshot() == before)
    #expect(grandchild.children.isEmpty)
    #expect(child.parent === root)
  }

  @Test func detachingARouterThatIsNotAChild() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let child = ChildRouter()
    parent.attachChild(child)
    let stranger = OtherParentRouter()
    let before = parent.snapshot()
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { parent.detachChild(stranger) }

    #expect(diagnostics.kinds == [.detachNonChild])
    let message = diagnostics.messages.first ?? ""
    #expect(message.contains("OtherParentRouter"))
    #expect(message.contains("ParentRouter"))
    #expect(parent.snapshot() == before)
  }

  @Test func detachingAGrandchildFromItsGrandparent() {
    let root = ParentRouter()
    root.launchAsRoot()
    let child = ChildRouter()
    let grandchild = GrandchildRouter()
    root.attachChild(child)
    child.attachChild(grandchild)
    let before = root.snapshot()
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { root.detachChild(grandchild) }

    #expect(diagnostics.kinds == [.detachNonChild])
    let message = diagnostics.messages.first ?? ""
    #expect(message.contains("GrandchildRouter"))
    #expect(message.contains("ParentRouter"))
    #expect(root.snapshot() == before)
    #expect(grandchild.interactor.isActive)
    #expect(grandchild.parent === child)
  }

  @Test func detachingTwiceReportsTheSecondTime() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let child = ChildRouter()
    parent.attachChild(child)
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect {
      parent.detachChild(child)
      parent.detachChild(child)
    }

    #expect(diagnostics.kinds == [.detachNonChild])
    #expect(child.interactor.willResignActiveCount == 1)
  }
}
