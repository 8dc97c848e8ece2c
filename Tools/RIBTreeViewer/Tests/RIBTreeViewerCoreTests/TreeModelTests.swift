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
      .snapshot(TreeNodeSnapshot(id: 1, typeName: "RootRouter", isActive: false, hasView: true)))
    _ = model.apply(change(.activated, 1, "RootRouter", parent: nil))
    _ = model.apply(change(.attached, 2, "LoggedOutRouter", parent: 1))
    _ = model.apply(change(.activated, 2, "LoggedOutRouter", parent: 1))
    return model
  }

  @Test func changesBuildTheTree() {
    let model = launched()

    #expect(
      model.tree
        == TreeNodeSnapshot(
          id: 1, typeName: "RootRouter", isActive: true, hasView: true,
          children: [
            TreeNodeSnapshot(id: 2, typeName: "LoggedOutRouter", isActive: true, hasView: true)
          ]))
    #expect(model.pathToLastChange() == [1, 2])
  }

  @Test func detachingRemovesTheSubtreeAndHighlightsTheFormerParent() {
    var model = launched()
    _ = model.apply(change(.deactivated, 2, "LoggedOutRouter", parent: 1))
    let problems = model.apply(change(.detached, 2, "LoggedOutRouter", parent: 1))

    #expect(problems.isEmpty)
    #expect(model.tree?.children == [])
    #expect(model.pathToLastChange(formerParentID: 1) == [1, 2])
  }

  @Test func reattachingKeepsTheSubtree() {
    var model = launched()
    _ = model.apply(change(.attached, 3, "ChildRouter", parent: 2))
    _ = model.apply(change(.detached, 2, "LoggedOutRouter", parent: 1))
    _ = model.apply(change(.attached, 2, "LoggedOutRouter", parent: 1))

    #expect(model.tree?.children.first?.children.map(\.id) == [3])
  }

  @Test func aChangeThatDoesNotFitIsReportedAndTheNextSnapshotPutsItRight() {
    var model = launched()
    let problems = model.apply(change(.attached, 9, "OrphanRouter", parent: 42))

    #expect(problems.count == 1)
    #expect(problems.first?.contains("#42, which this viewer has not seen") == true)
    #expect(model.tree?.children.map(\.id) == [2])

    _ = model.apply(
      .snapshot(
        TreeNodeSnapshot(
          id: 1, typeName: "RootRouter", isActive: true, hasView: true,
          children: [
            TreeNodeSnapshot(id: 9, typeName: "OrphanRouter", isActive: true, hasView: true)
          ])))
    #expect(model.tree?.children.map(\.id) == [9])
    #expect(model.pathToLastChange() == [1, 9])
  }
}
