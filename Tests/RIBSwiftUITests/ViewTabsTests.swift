import RIBCore
import RIBSwiftUI
import RIBTesting
import Testing

@MainActor
@Suite(.ribEnvironment)
struct ViewTabsTests {
  let log = EventLog()
  let parent = ParentRouter()
  let tabs = ViewTabs()

  func add(_ names: String...) -> [ChildRouter] {
    names.map { name in
      let child = ChildRouter(name, log: log)
      parent.attachChild(child, asTabIn: tabs)
      return child
    }
  }

  @Test func everyTabIsAttachedAndActiveAndTheFirstIsSelected() {
    let screen = RenderRecorder { "\(tabs.tabs.map(\.name)) \(tabs.selected?.name ?? "-")" }

    let children = add("feed", "profile")

    #expect(parent.childNames == ["feed", "profile"])
    #expect(children.allSatisfy { $0.interactor.isActive })
    #expect(screen.renderIfChanged() == "[\"feed\", \"profile\"] feed")
  }

  @Test func theRouterSelectsAndTheViewFollows() {
    let children = add("feed", "profile")
    var userSelections: [Int] = []
    tabs.onSelectedByUser = { userSelections.append($0) }

    tabs.select(children[1])

    #expect(tabs.selection == tabs.tabs[1].id)
    #expect(tabs.selectedIndex == 1)
    #expect(userSelections.isEmpty)
  }

  @Test func theUserSelectsAndTheParentIsTold() {
    _ = add("feed", "profile")
    var userSelections: [Int] = []
    tabs.onSelectedByUser = { userSelections.append($0) }

    tabs.selection = tabs.tabs[1].id  // the user taps the second tab
    tabs.selection = tabs.tabs[1].id  // SwiftUI writing the same value again

    #expect(tabs.selected?.name == "profile")
    #expect(userSelections == [1])
    // Both RIBs stay attached and active: the selection is the view's state.
    #expect(parent.childNames == ["feed", "profile"])
  }

  @Test func detachingTheSelectedTabSelectsTheFirstLeft() {
    let children = add("feed", "profile", "settings")
    tabs.select(children[2])

    parent.detachChild(children[2])

    #expect(tabs.tabs.map(\.name) == ["feed", "profile"])
    #expect(tabs.selected?.name == "feed")
    #expect(log.events == ["resign settings"])
  }

  @Test func removingAllDetachesEveryTab() {
    _ = add("feed", "profile")

    tabs.removeAll()

    #expect(parent.children.isEmpty)
    #expect(tabs.tabs.isEmpty)
    #expect(tabs.selected == nil)
    #expect(log.events == ["resign profile", "resign feed"])
  }

  @Test func aTabSelectedByTheViewThatNoRouterAddedIsReportedAndIgnored() {
    let diagnostics = DiagnosticsCollector()
    _ = add("feed")

    diagnostics.collect { tabs.selection = ObjectIdentifier(NamedView("stray")) }

    #expect(tabs.selected?.name == "feed")
    #expect(diagnostics.diagnostics(ofKind: .viewShowedUnroutedRIB).count == 1)
  }

  @Test func aTabWhoseRIBCannotBeAttachedIsNotAdded() {
    let diagnostics = DiagnosticsCollector()
    let children = add("feed")

    diagnostics.collect { parent.attachChild(children[0], asTabIn: tabs) }

    #expect(tabs.tabs.map(\.name) == ["feed"])
    #expect(diagnostics.diagnostics(ofKind: .childAlreadyAttached).count == 1)
  }
}

@MainActor
@Suite(.ribEnvironment)
struct AlertPresentationTests {
  let alert = AlertPresentation()
  let log = EventLog()

  func presentDelete(style: AlertPresentation.Style = .alert) {
    // The actions capture the log, not `self`: `self` holds the alert, which holds its actions
    // while it is shown, and a test that ends with the alert shown would leave that cycle.
    alert.present(
      "Delete Pasta?", message: "It cannot be undone.", style: style,
      actions: [
        .init("Delete", role: .destructive) { [log] in log.append("delete") },
        .init("Keep", role: .cancel) { [log] in log.append("keep") },
      ],
      onDismissedByUser: { [log] in log.append("dismissed") })
  }

  @Test func theBindingSeesTheAlertOfItsStyle() {
    let screen = RenderRecorder {
      "\(alert.isPresentedAsAlert)/\(alert.isPresentedAsConfirmationDialog) \(alert.content?.title ?? "-")"
    }

    presentDelete(style: .confirmationDialog)

    #expect(screen.renderIfChanged() == "false/true Delete Pasta?")
    #expect(alert.content?.actions.map(\.title) == ["Delete", "Keep"])
    #expect(alert.content?.actions.map(\.role) == [.destructive, .cancel])
  }

  @Test func aButtonClosesTheAlertThenRunsItsAction() {
    presentDelete()
    let delete = alert.content!.actions[0]

    alert.perform(delete)
    alert.isPresentedAsAlert = false  // SwiftUI closes the alert after the button's action

    #expect(log.events == ["delete"])
    #expect(alert.content == nil)
  }

  @Test func theUsersDismissalWithoutAButtonIsReported() {
    presentDelete(style: .confirmationDialog)

    alert.isPresentedAsConfirmationDialog = false  // a tap outside the dialog

    #expect(log.events == ["dismissed"])
    #expect(!alert.isPresentedAsConfirmationDialog)
  }

  @Test func aButtonOfAnAlertNoLongerShownDoesNothing() {
    presentDelete()
    let stale = alert.content!.actions[0]
    presentDelete()

    alert.perform(stale)
    alert.dismiss()
    alert.isPresentedAsAlert = false

    #expect(log.events.isEmpty)
  }
}

@MainActor
@Suite(.ribEnvironment)
struct PopoverAndSplitTests {
  let log = EventLog()
  let parent = ParentRouter()

  @Test func aPopoverIsWhatOnlyThePopoverBindingSees() {
    let modal = ModalPresentation()
    let child = ChildRouter("filters", log: log)

    parent.attachChild(child, presentingIn: modal, style: .popover)

    #expect(modal.presentedAsPopover?.name == "filters")
    #expect(modal.presentedAsSheet == nil)
    #expect(modal.presentedAsSheetOrCover == nil)
    #expect(modal.presentedAsFullScreenCover == nil)

    modal.presentedAsPopover = nil  // the user taps outside the popover
    #expect(parent.children.isEmpty)
    #expect(log.events == ["resign filters"])
  }

  @Test func aSplitViewsDetailFollowsTheSidebarsChoice() {
    let detail = ViewSlot()
    let screen = RenderRecorder { detail.content?.name ?? "-" }

    parent.attachChild(ChildRouter("Pasta", log: log), in: detail)
    #expect(screen.renderIfChanged() == "Pasta")
    parent.attachChild(ChildRouter("Salad", log: log), in: detail)

    #expect(screen.renderIfChanged() == "Salad")
    #expect(parent.childNames == ["Salad"])
    #expect(log.events == ["resign Pasta"])
  }
}
