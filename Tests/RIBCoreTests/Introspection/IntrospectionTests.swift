import Foundation
import RIBCore
import Testing

@MainActor final class RootTestRouter: TestViewableRouter {}
@MainActor final class ViewlessRouter: TestRouter {}
@MainActor final class LeafViewRouter: TestViewableRouter {}
@MainActor final class SecondViewRouter: TestViewableRouter {}

@MainActor
@Suite struct IntrospectionTests {
  /// RootTestRouter → [ViewlessRouter → [LeafViewRouter], SecondViewRouter (deactivated)].
  private func makeTree() -> RootTestRouter {
    let root = RootTestRouter()
    root.interactor.activate()
    root.load()
    let viewless = ViewlessRouter()
    root.attachChild(viewless)
    viewless.attachChild(LeafViewRouter())
    let second = SecondViewRouter()
    root.attachChild(second)
    second.interactor.deactivate()
    return root
  }

  @Test func snapshotDescribesTheLiveSubtree() {
    let root = makeTree()

    let expected = RouterSnapshot(
      typeName: "RootTestRouter", isActive: true, hasView: true,
      children: [
        RouterSnapshot(
          typeName: "ViewlessRouter", isActive: true, hasView: false,
          children: [RouterSnapshot(typeName: "LeafViewRouter", isActive: true, hasView: true)]),
        RouterSnapshot(typeName: "SecondViewRouter", isActive: false, hasView: true),
      ])
    #expect(root.snapshot() == expected)
    #expect(root.snapshot().children.map(\.isViewless) == [true, false])
  }

  @Test func snapshotFollowsChangesToTheTree() {
    let root = makeTree()
    let viewless = root.children[0]

    root.detachChild(viewless)

    #expect(root.snapshot().children.map(\.typeName) == ["SecondViewRouter"])
    #expect(viewless.snapshot().isActive == false)
    #expect(viewless.snapshot().children.map(\.isActive) == [false])
  }

  @Test func treeDescriptionIsIndentedText() {
    let root = makeTree()

    #expect(
      root.treeDescription() == """
        RootTestRouter (active)
        ├── ViewlessRouter (active, view-less)
        │   └── LeafViewRouter (active)
        └── SecondViewRouter (inactive)
        """)
  }

  @Test func aSingleRouterIsOneLine() {
    #expect(TestRouter().treeDescription() == "TestRouter (inactive, view-less)")
  }

  @Test func snapshotsAreCodable() throws {
    let snapshot = makeTree().snapshot()

    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(RouterSnapshot.self, from: data)

    #expect(decoded == snapshot)
  }

  @Test func worksOnADeepChain() {
    let depth = 2000
    let chain = makeChain(depth: depth)

    var node = chain[0].snapshot()
    var childCounts: [Int] = []
    while let child = node.children.first {
      childCounts.append(node.children.count)
      node = child
    }
    #expect(childCounts.count == depth - 1)
    #expect(childCounts.allSatisfy { $0 == 1 })
    #expect(node.isActive)
    #expect(node.typeName == "TestRouter")

    let lines = chain[0].treeDescription().split(separator: "\n")
    #expect(lines.count == depth)
    #expect(lines.first == "TestRouter (active, view-less)")
    // The last router is depth - 1 levels down, past the indentation limit: its depth, then
    // 4 columns per level shown.
    let limit = RouterSnapshot.treeDescriptionIndentationLimit
    let lastLine =
      "[depth \(depth - 1)] " + String(repeating: " ", count: 4 * (limit - 1))
      + "└── TestRouter (active, view-less)"
    #expect(lines.last.map(String.init) == lastLine)
    let lineAtTheLimit =
      String(repeating: " ", count: 4 * (limit - 1)) + "└── TestRouter (active, view-less)"
    #expect(lines[limit] == lineAtTheLimit[...])
  }
}
