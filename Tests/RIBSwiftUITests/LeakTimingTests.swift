import RIBCore
import RIBSwiftUI
import RIBTesting
import Testing

/// SwiftUI may keep a popped or dismissed view (and the view model its view reads) for a while
/// after the RIB is gone: that is not a leak of the RIB.
@MainActor
@Suite struct LeakTimingTests {
  let log = EventLog()

  @Test func aPoppedViewModelThatSwiftUIStillHoldsIsNotReported() {
    let checker = LeakChecker()
    let stack = ViewStack()
    var heldBySwiftUI: [PresentedView] = []
    checker.run {
      let parent = ParentRouter()
      parent.attachChild(ChildRouter("a", log: log), pushingOnto: stack)
      // SwiftUI's copy of the path, and the destination view it keeps through the transition.
      heldBySwiftUI = stack.path
      stack.path = []  // the user's back swipe
    }
    weak let viewModel = heldBySwiftUI.first?.viewControllable as? NamedView

    checker.advance(by: .seconds(60))

    #expect(checker.leaks.isEmpty)
    #expect(log.events == ["resign a"])
    heldBySwiftUI = []
    #expect(viewModel == nil)
  }

  @Test func aDismissedSheetThatSwiftUIStillHoldsIsNotReported() {
    let checker = LeakChecker()
    let modal = ModalPresentation()
    var heldBySwiftUI: PresentedView?
    checker.run {
      let parent = ParentRouter()
      parent.attachChild(ChildRouter("a", log: log), presentingIn: modal)
      heldBySwiftUI = modal.presented
      modal.presented = nil  // the user's swipe down
    }

    checker.advance(by: .seconds(60))

    #expect(checker.leaks.isEmpty)
    #expect(heldBySwiftUI?.name == "a")
  }

  @Test func aViewModelOfARIBNeverShownThroughSwiftUIIsStillReported() {
    let checker = LeakChecker()
    var heldElsewhere: NamedView?
    checker.run {
      let parent = ParentRouter()
      let child = ChildRouter("a", log: log)
      heldElsewhere = child.viewController
      parent.attachChild(child)
      parent.detachChild(child)
    }

    checker.advance(by: .seconds(60))

    #expect(checker.leaks.count == 1)
    #expect(checker.leaks.first?.message.contains("NamedView") == true)
    #expect(heldElsewhere?.name == "a")
  }
}
