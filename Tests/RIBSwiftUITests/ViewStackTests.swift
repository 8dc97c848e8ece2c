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

  @Test func detachingAPushedRIBTakesOnlyTheViewsItsSubtreePushed() {
    let a = ChildRouter("a", log: log)
    parent.attachChild(a, pushingOnto: stack)
    let b = ChildRouter("b", log: log)
    a.attachChild(b, pushingOnto: stack)
    parent.attachChild(ChildRouter("c", log: log), pushingOnto: stack)
    b.attachChild(ChildRouter("d", log: log), pushingOnto: stack)

    parent.detachChild(a)

    #expect(stack.path.map(\.name) == ["c"])
    #expect(parent.childNames == ["c"])
    // The subtree resigned with `a`, parents first; then its views left, the top one first.
    #expect(log.events == ["resign a", "resign b", "resign d"])
    #expect(a.children.isEmpty && b.children.isEmpty)
  }

  /// A chain of RIBs each pushed by the one below: pushing, popping one screen at a time and
  /// detaching the bottom, at a depth where the cubic popping this replaced took many minutes
  /// (it hits the time limit). The cost per screen is measured in Benchmarks (scenario 11);
  /// the depth stays moderate so that the suite under the thread sanitizer stays well inside
  /// the limit.
  @Test(.timeLimit(.minutes(2))) func aDeepChainOfRIBsPushingEachOtherStaysLinear() {
    // The leak checks of thousands of RIBs would make the environment's final check the slowest
    // part of the test; they are not what it is about.
    LeakDetector.withInstance(LeakDetector(isEnabled: false)) {
      let depth = 2_000
      var chain: [ChildRouter] = []
      var pusher: any Routing = parent
      for index in 0..<depth {
        let child = ChildRouter("\(index)", log: log)
        pusher.attachChild(child, pushingOnto: stack)
        chain.append(child)
        pusher = child
      }
      #expect(stack.count == depth)
      #expect(stack.top?.name == "\(depth - 1)")

      for _ in 0..<(depth / 2) { stack.pop() }
      #expect(stack.count == depth / 2)
      #expect(chain[depth / 2 - 1].children.isEmpty)
      #expect(log.events.last == "resign \(depth / 2)")

      // The user goes back one screen, as SwiftUI writes it: the whole path but the top.
      stack.path = Array(stack.path.dropLast())
      #expect(stack.count == depth / 2 - 1)

      parent.detachChild(chain[0])
      #expect(stack.path.isEmpty)
      #expect(parent.children.isEmpty)
      #expect(log.events.count == depth)
      #expect(log.events[depth / 2 + 1] == "resign 0")
    }
  }
}

@MainActor
@Suite(.ribEnvironment)
struct ViewStackLinkTests {
  let log = EventLog()
  let parent = ParentRouter()
  let stack = ViewStack()

  /// A `NavigationLink(value:)` whose value is a view already on the stack further down.
  @Test func aViewPushedAgainByTheViewIsReportedAndIgnored() {
    let diagnostics = DiagnosticsCollector()
    parent.attachChild(ChildRouter("a", log: log), pushingOnto: stack)
    parent.attachChild(ChildRouter("b", log: log), pushingOnto: stack)

    diagnostics.collect { stack.path = stack.path + [stack.path[0]] }

    #expect(stack.path.map(\.name) == ["a", "b"])
    #expect(parent.childNames == ["a", "b"])
    let report = diagnostics.diagnostics(ofKind: .viewShowedUnroutedRIB).first?.message ?? ""
    #expect(report.contains("NavigationLink(value:)"))
  }
}
