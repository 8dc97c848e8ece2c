import Testing

@testable import RIBTreeViewerCore

@Suite struct TreeModelTests {
  private func change(
    _ kind: TreeChange.Kind, _ id: Int, _ typeName: String, parent: Int?, view: Bool = true
  ) -> TreeRecord {
    .change(TreeChange(kind: kind, id: id, typeName: typeName, parentID: parent, hasView: view))
  }

  private func launched() -> TreeModel {
    var model = TreeModel()
    _ = model.apply(
      .snapshot(
        TreeSnapshot(nodes: [
          TreeSnapshot.Node(id: 1, typeName: "RootRouter", isActive: false, hasView: true)
        ])))
    _ = model.apply(change(.activated, 1, "RootRouter", parent: nil))
    _ = model.apply(change(.attached, 2, "LoggedOutRouter", parent: 1))
    _ = model.apply(change(.activated, 2, "LoggedOutRouter", parent: 1))
    return model
  }

  @Test func changesBuildTheTree() {
    let model = launched()

    #expect(model.tree == snapshot((1, "RootRouter"), children: [(2, "LoggedOutRouter")]))
    #expect(model.pathToLastChange() == [1, 2])
  }

  @Test func detachingRemovesTheSubtreeAndHighlightsTheFormerParent() {
    var model = launched()
    _ = model.apply(change(.deactivated, 2, "LoggedOutRouter", parent: 1))
    let problems = model.apply(change(.detached, 2, "LoggedOutRouter", parent: 1))

    #expect(problems.isEmpty)
    #expect(outline(model.tree) == "RootRouter#1")
    #expect(model.pathToLastChange(formerParentID: 1) == [1, 2])
  }

  @Test func reattachingKeepsTheSubtree() {
    var model = launched()
    _ = model.apply(change(.attached, 3, "ChildRouter", parent: 2))
    _ = model.apply(change(.detached, 2, "LoggedOutRouter", parent: 1))
    _ = model.apply(change(.attached, 2, "LoggedOutRouter", parent: 1))

    #expect(outline(model.tree) == "RootRouter#1[LoggedOutRouter#2[ChildRouter#3]]")
  }

  @Test func aChangeThatDoesNotFitIsReportedAndTheNextSnapshotPutsItRight() {
    var model = launched()
    let problems = model.apply(change(.attached, 9, "OrphanRouter", parent: 42))

    #expect(problems.count == 1)
    #expect(problems.first?.contains("#42, which this viewer has not seen") == true)
    #expect(outline(model.tree) == "RootRouter#1[LoggedOutRouter#2]")

    _ = model.apply(.snapshot(snapshot((1, "RootRouter"), children: [(9, "OrphanRouter")])))
    #expect(outline(model.tree) == "RootRouter#1[OrphanRouter#9]")
    #expect(model.pathToLastChange() == [1, 9])
  }
}
