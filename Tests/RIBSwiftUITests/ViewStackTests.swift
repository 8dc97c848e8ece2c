import RIBCore
import RIBSwiftUI
import RIBTesting
import Testing

@MainActor
@Suite(.ribEnvironment)
struct ViewStackTests {
  let log = EventLog()
  let parent = ParentRouter()
  let stack = ViewStack()

  func push(_ names: String...) -> [ChildRouter] {
    names.map { name in
      let child = ChildRouter(name, log: log)
      parent.attachChild(child, pushingOnto: stack)
      return child
    }
  }

  @Test func pushingAttachesAndAppendsToThePath() {
    let screen = RenderRecorder { stack.path.map(\.name) }

    _ = push("a", "b")

    #expect(parent.childNames == ["a", "b"])
    #expect(stack.count == 2)
    #expect(stack.top?.name == "b")
    #expect(screen.renderIfChanged() == ["a", "b"])
  }

  @Test func theUserGoingBackDetachesWhatLeftTheTopFirst() {
    let screen = RenderRecorder { stack.path.map(\.name) }
    _ = push("a", "b", "c")
    screen.renderIfChanged()

    // Back to "a" with a long press on the back button: SwiftUI writes the shorter path.
    stack.path = Array(stack.path.prefix(1))

    #expect(log.events == ["resign c", "resign b"])
    #expect(parent.childNames == ["a"])
    #expect(screen.renderIfChanged() == ["a"])
  }

  @Test func popAndPopToRootDetach() {
    _ = push("a", "b", "c")

    stack.pop()
    #expect(parent.childNames == ["a", "b"])
    #expect(stack.path.map(\.name) == ["a", "b"])

    stack.popToRoot()
    #expect(log.events == ["resign c", "resign b", "resign a"])
    #expect(parent.children.isEmpty)
    #expect(stack.path.isEmpty)
  }

  @Test func detachingAChildRemovesOnlyItsView() {
    let children = push("a", "b", "c")

    parent.detachChild(children[1])

    #expect(stack.path.map(\.name) == ["a", "c"])
    #expect(parent.childNames == ["a", "c"])
  }

  @Test func aViewPushedByTheViewItselfIsReportedAndIgnored() {
    let diagnostics = DiagnosticsCollector()
    _ = push("a")

    diagnostics.collect {
      stack.path = stack.path + [PresentedView(NamedView("stray"))]
    }

    #expect(stack.path.map(\.name) == ["a"])
    let report = diagnostics.diagnostics(ofKind: .viewShowedUnroutedRIB).first?.message ?? ""
    #expect(report.contains("NamedView"))
    #expect(report.contains("attachChild(_:pushingOnto:)"))
  }

  @Test func aPlainViewPoppedByTheUserTellsItsOwner() {
    var popped = 0
    stack.push(NamedView("plain"), onPoppedByUser: { popped += 1 })

    stack.path = []

    #expect(popped == 1)
    #expect(stack.path.isEmpty)
  }

  @Test func aDeepStackUnwindsWithoutRecursion() {
    let depth = 5_000
    for index in 0..<depth {
      parent.attachChild(ChildRouter("\(index)", log: log), pushingOnto: stack)
    }
    #expect(stack.count == depth)

    stack.path = []

    #expect(parent.children.isEmpty)
    #expect(log.events.first == "resign \(depth - 1)")
    #expect(log.events.count == depth)
  }
}
