import RIBCore
import RIBSwiftUI
import RIBTesting
import Testing

/// A view-less RIB, for borrowing a container.
final class ViewlessRouter: Router<LoggingInteractor> {
  convenience init(_ name: String, log: EventLog) {
    self.init(interactor: LoggingInteractor(name, log: log))
  }
}

@MainActor
@Suite(.ribEnvironment)
struct PresentationEdgeCaseTests {
  let log = EventLog()
  let parent = ParentRouter()

  @Test func aChildThatRoutesOnActivationIsPushedBelowWhatItRoutesTo() {
    let stack = ViewStack()
    let first = ChildRouter("first", log: log)
    let next = ChildRouter("next", log: log)
    first.interactor.onActivate = { [parent] in parent.attachChild(next, pushingOnto: stack) }

    parent.attachChild(first, pushingOnto: stack)

    #expect(stack.path.map(\.name) == ["first", "next"])
    #expect(parent.childNames == ["first", "next"])
  }

  @Test func aChildReplacedWhileActivatingLeavesTheNewerRoute() {
    let slot = ViewSlot()
    let first = ChildRouter("first", log: log)
    let newer = ChildRouter("newer", log: log)
    first.interactor.onActivate = { [parent] in parent.attachChild(newer, in: slot) }

    parent.attachChild(first, in: slot)

    #expect(slot.content?.name == "newer")
    #expect(parent.childNames == ["newer"])
  }

  @Test func detachingAPushedRIBTakesTheViewsItsSubtreePushedToo() {
    let stack = ViewStack()
    let outer = ChildRouter("outer", log: log)
    parent.attachChild(outer, pushingOnto: stack)
    let inner = ChildRouter("inner", log: log)
    outer.attachChild(inner, pushingOnto: stack)
    let top = ChildRouter("top", log: log)
    inner.attachChild(top, pushingOnto: stack)

    parent.detachChild(outer)

    #expect(stack.path.isEmpty)
    #expect(inner.children.isEmpty)
    #expect(outer.children.isEmpty)
    #expect(log.events == ["resign outer", "resign inner", "resign top"])
  }

  @Test func theUserPoppingAPushedRIBTakesTheViewsItsSubtreePushed() {
    let stack = ViewStack()
    let bottom = ChildRouter("bottom", log: log)
    parent.attachChild(bottom, pushingOnto: stack)
    let outer = ChildRouter("outer", log: log)
    parent.attachChild(outer, pushingOnto: stack)
    outer.attachChild(ChildRouter("inner", log: log), pushingOnto: stack)

    stack.path = Array(stack.path.prefix(2))  // SwiftUI never leaves "outer" without "inner"

    #expect(stack.path.map(\.name) == ["bottom", "outer"])
    #expect(outer.children.isEmpty)
    stack.pop()
    #expect(parent.childNames == ["bottom"])
  }

  @Test func aViewlessRIBDetachedWithoutCleaningUpTakesItsChildsViewAway() {
    let slot = ViewSlot()
    let session = ViewlessRouter("session", log: log)
    parent.attachChild(session)
    let content = ChildRouter("content", log: log)
    session.attachChild(content, in: slot)
    #expect(slot.content?.name == "content")

    parent.detachChild(session)

    #expect(slot.content == nil)
    #expect(session.children.isEmpty)
  }

  @Test func attachingAnAncestorIsRefusedAndTheSlotKeepsItsView() {
    let diagnostics = DiagnosticsCollector()
    let slot = ViewSlot()
    let child = ChildRouter("child", log: log)
    parent.attachChild(child, in: slot)
    let grandchildSlot = ViewSlot()
    let grandchild = ChildRouter("grandchild", log: log)
    child.attachChild(grandchild, in: grandchildSlot)

    diagnostics.collect { grandchild.attachChild(child, in: grandchildSlot) }

    #expect(diagnostics.diagnostics(ofKind: .attachAncestor).count == 1)
    #expect(grandchildSlot.content?.name == "grandchild")
    #expect(slot.content?.name == "child")
  }

  @Test func aViewPushedTwiceIsPoppedByPosition() {
    let stack = ViewStack()
    let view = NamedView("same")
    var popped = 0
    stack.push(view, onPoppedByUser: { popped += 1 })
    stack.push(view, onPoppedByUser: { popped += 1 })

    stack.path = Array(stack.path.prefix(1))

    #expect(popped == 1)
    #expect(stack.count == 1)
  }

  @Test func aChildReattachedByATreeObserverStaysShownInItsNewPlace() {
    let first = ViewSlot()
    let second = ViewSlot()
    let child = ChildRouter("child", log: log)
    parent.attachChild(child, in: first)
    var moved = false
    let observation = parent.observeTreeChanges { [parent] event in
      guard event.kind == .detached, !moved else { return }
      moved = true
      parent.attachChild(child, in: second)
    }
    defer { observation.dispose() }

    parent.detachChild(child)

    #expect(first.content == nil)
    #expect(second.content?.name == "child")
    #expect(parent.childNames == ["child"])
  }
}
