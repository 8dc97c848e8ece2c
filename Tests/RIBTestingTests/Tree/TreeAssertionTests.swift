import RIBCore
import Testing

@testable import RIBTesting

@MainActor
@Suite struct TreeAssertionTests {
  private func makeTree() -> PlainRouter {
    let root = PlainRouter()
    root.interactable.activate()
    root.load()
    let child = PlainViewableRouter()
    root.attachChild(child)
    child.attachChild(PlainRouter())
    root.attachChild(RoutingMock(interactable: InteractableMock()))
    return root
  }

  @Test func aMatchingTreePasses() {
    let root = makeTree()
    let failures = TestFailureCollector()
    let matched = failures.collect {
      assertRouterTree(
        root,
        matches: """
          PlainRouter (active, view-less)
          ├── PlainViewableRouter (active)
          │   └── PlainRouter (active, view-less)
          └── RoutingMock (active, view-less)
          """)
    }
    #expect(matched)
    #expect(failures.failures.isEmpty)
  }

  @Test func indentationBlankLinesAndTrailingSpacesAreIgnored() {
    let root = PlainRouter()
    let failures = TestFailureCollector()
    failures.collect {
      assertRouterTree(root, matches: "\n    PlainRouter (inactive, view-less)   \n\n")
    }
    #expect(failures.failures.isEmpty)
  }

  @Test func aDifferentTreeFailsWithALineDiff() {
    let root = makeTree()
    let failures = TestFailureCollector()
    let matched = failures.collect {
      assertRouterTree(
        root,
        matches: """
          PlainRouter (active, view-less)
          ├── PlainViewableRouter (active)
          └── MenuRouter (active)
          """)
    }
    #expect(!matched)
    #expect(
      failures.messages == [
        """
        The router tree of PlainRouter does not match the expected tree (- expected, + actual):
          PlainRouter (active, view-less)
          ├── PlainViewableRouter (active)
        - └── MenuRouter (active)
        + │   └── PlainRouter (active, view-less)
        + └── RoutingMock (active, view-less)
        """
      ])
  }

  @Test func aDifferentTreeIsASwiftTestingIssue() {
    withKnownIssue {
      assertRouterTree(PlainRouter(), matches: "PlainRouter (active, view-less)")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("+ PlainRouter (inactive, view-less)") }
    }
  }

  @Test func snapshotsCompareStructurally() {
    let root = makeTree()
    let before = root.snapshot()
    let failures = TestFailureCollector()
    failures.collect {
      #expect(assertRouterSnapshot(root, equals: before))
      root.interactor.deactivate()
      #expect(!assertRouterSnapshot(root, equals: before))
    }
    #expect(failures.failures.count == 1)
    let message = failures.messages.first ?? ""
    #expect(message.contains("- PlainRouter (active, view-less)"))
    #expect(message.contains("+ PlainRouter (inactive, view-less)"))
  }

  @Test func lineDiffAlignsOnTheCommonLines() {
    let lines = LineDiff.lines(expected: ["a", "b", "c", "d"], actual: ["a", "c", "x", "d"])
    #expect(
      lines == [.same("a"), .expectedOnly("b"), .same("c"), .actualOnly("x"), .same("d")])
    #expect(LineDiff.describe(expected: "same\ntext", actual: "same\ntext") == nil)
    #expect(LineDiff.describe(expected: "", actual: "new") == "- \n+ new")
    #expect(LineDiff.lines(expected: [], actual: ["only"]) == [.actualOnly("only")])
  }
}
