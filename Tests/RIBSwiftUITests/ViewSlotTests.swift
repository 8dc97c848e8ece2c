import RIBCore
import RIBSwiftUI
import RIBTesting
import Testing

@MainActor
@Suite(.ribEnvironment)
struct ViewSlotTests {
  let log = EventLog()
  let parent = ParentRouter()
  let slot = ViewSlot()

  @Test func attachingShowsTheChildsViewAndRendersOnce() {
    let screen = RenderRecorder { slot.content?.name }
    let child = ChildRouter("a", log: log)

    parent.attachChild(child, in: slot)

    #expect(parent.childNames == ["a"])
    #expect(child.interactor.isActive)
    #expect(slot.content?.viewControllable === child.viewController)
    #expect(slot.content?.routerID == child.routerID)
    #expect(screen.renderIfChanged() == "a")
    #expect(screen.renderIfChanged() == nil)
  }

  @Test func showingAnotherChildDetachesTheOneShownFirst() {
    let first = ChildRouter("a", log: log)
    let second = ChildRouter("b", log: log)
    second.interactor.onActivate = { [log] in log.append("activate b") }

    parent.attachChild(first, in: slot)
    parent.attachChild(second, in: slot)

    #expect(parent.childNames == ["b"])
    #expect(log.events == ["resign a", "activate b"])
    #expect(slot.content?.name == "b")
  }

  @Test func detachingTheChildAnyWayEmptiesTheSlot() {
    let screen = RenderRecorder { slot.content?.name ?? "empty" }
    let child = ChildRouter("a", log: log)
    parent.attachChild(child, in: slot)
    screen.renderIfChanged()

    parent.detachChild(child)

    #expect(slot.content == nil)
    #expect(screen.renderIfChanged() == "empty")
    #expect(screen.frames == ["empty", "a", "empty"])
  }

  @Test func clearingDetachesTheChild() {
    let child = ChildRouter("a", log: log)
    parent.attachChild(child, in: slot)

    slot.clear()

    #expect(parent.children.isEmpty)
    #expect(!child.interactor.isActive)
    #expect(slot.content == nil)
  }

  @Test func aChildThatIsAttachedElsewhereIsReportedAndNothingChanges() {
    let diagnostics = DiagnosticsCollector()
    let shown = ChildRouter("shown", log: log)
    parent.attachChild(shown, in: slot)
    let elsewhere = ParentRouter()
    let taken = ChildRouter("taken", log: log)
    elsewhere.attachChild(taken)

    diagnostics.collect { parent.attachChild(taken, in: slot) }

    #expect(diagnostics.diagnostics(ofKind: .childAlreadyAttached).count == 1)
    #expect(slot.content?.name == "shown")
    #expect(parent.childNames == ["shown"])
    #expect(elsewhere.childNames == ["taken"])
  }

  @Test func aChildThatDetachesItselfWhileAttachingIsNotShown() {
    let child = ChildRouter("a", log: log)
    child.interactor.onActivate = { [parent] in parent.detachChild(child) }

    parent.attachChild(child, in: slot)

    #expect(parent.children.isEmpty)
    #expect(slot.content == nil)
  }

  @Test func aPlainViewIsShownAndClearedWithoutARouter() {
    let view = NamedView("plain")

    slot.show(view)
    #expect(slot.content?.viewControllable === view)
    #expect(slot.content?.routerID == nil)

    slot.clear()
    #expect(slot.content == nil)
  }

  @Test func aChildMovedToAnotherSlotIsNotDetachedByTheFirst() {
    let other = ViewSlot()
    let child = ChildRouter("a", log: log)
    parent.attachChild(child, in: slot)
    parent.detachChild(child)
    parent.attachChild(child, in: other)

    slot.clear()

    #expect(parent.childNames == ["a"])
    #expect(other.content?.name == "a")
  }

  @Test func launchingFromASlotShowsTheRootView() {
    let root = LaunchRouter<Interactor, NamedView>(
      interactor: Interactor(), viewController: NamedView("root"))

    root.launch(from: slot)

    #expect(slot.content?.name == "root")
    #expect(root.interactable.isActive)
  }
}
