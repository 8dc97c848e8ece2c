import RIBCore
import RIBSwiftUI
import RIBTesting
import Testing

@MainActor
@Suite(.ribEnvironment)
struct ModalPresentationTests {
  let log = EventLog()
  let parent = ParentRouter()
  let modal = ModalPresentation()

  @Test func aSheetIsWhatTheSheetBindingSees() {
    let screen = RenderRecorder {
      "\(modal.presentedAsSheet?.name ?? "-")/\(modal.presentedAsFullScreenCover?.name ?? "-")"
    }
    let child = ChildRouter("a", log: log)

    parent.attachChild(child, presentingIn: modal)

    #expect(modal.style == .sheet)
    #expect(screen.renderIfChanged() == "a/-")
  }

  @Test func aFullScreenCoverIsWhatTheCoverBindingSees() {
    parent.attachChild(ChildRouter("a", log: log), presentingIn: modal, style: .fullScreenCover)

    #expect(modal.presentedAsSheet == nil)
    #expect(modal.presentedAsFullScreenCover?.name == "a")
  }

  @Test func theUserDismissingDetachesTheChild() {
    let child = ChildRouter("a", log: log)
    parent.attachChild(child, presentingIn: modal, style: .fullScreenCover)

    modal.presentedAsFullScreenCover = nil

    #expect(parent.children.isEmpty)
    #expect(!child.interactor.isActive)
    #expect(modal.presented == nil)
  }

  @Test func dismissingOrDetachingRemovesTheView() {
    let first = ChildRouter("a", log: log)
    parent.attachChild(first, presentingIn: modal)
    modal.dismiss()
    #expect(parent.children.isEmpty)
    #expect(modal.presented == nil)

    let second = ChildRouter("b", log: log)
    parent.attachChild(second, presentingIn: modal)
    parent.detachChild(second)
    #expect(modal.presented == nil)
  }

  @Test func presentingAnotherDetachesThePresentedFirst() {
    parent.attachChild(ChildRouter("a", log: log), presentingIn: modal)
    parent.attachChild(ChildRouter("b", log: log), presentingIn: modal, style: .fullScreenCover)

    #expect(log.events == ["resign a"])
    #expect(parent.childNames == ["b"])
    #expect(modal.presentedAsFullScreenCover?.name == "b")
  }

  @Test func writingTheSameViewBackChangesNothing() {
    parent.attachChild(ChildRouter("a", log: log), presentingIn: modal)

    modal.presented = modal.presented

    #expect(parent.childNames == ["a"])
  }

  @Test func aViewPresentedByTheViewItselfIsReportedAndIgnored() {
    let diagnostics = DiagnosticsCollector()
    parent.attachChild(ChildRouter("a", log: log), presentingIn: modal)

    diagnostics.collect { modal.presented = PresentedView(NamedView("stray")) }

    #expect(modal.presented?.name == "a")
    #expect(diagnostics.diagnostics(ofKind: .viewShowedUnroutedRIB).count == 1)
  }

  @Test func aPlainViewDismissedByTheUserTellsItsOwner() {
    var dismissed = 0
    modal.present(NamedView("alert"), onDismissedByUser: { dismissed += 1 })

    modal.presentedAsSheet = nil

    #expect(dismissed == 1)
    #expect(modal.presented == nil)
  }
}
