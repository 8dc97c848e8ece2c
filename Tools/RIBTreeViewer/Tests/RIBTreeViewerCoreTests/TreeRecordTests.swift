import Testing

@testable import RIBTreeViewerCore

@Suite struct TreeRecordTests {
  @Test func readsASnapshot() throws {
    let line =
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":1,"typeName":"RootRouter","isActive":true,"hasView":true,"children":[{"id":3,"typeName":"LoggedInRouter","isActive":true,"hasView":false,"children":[]}]}}"#
    let record = try TreeRecord.parse(line[...]).get()

    #expect(
      record
        == .snapshot(
          TreeSnapshot(nodes: [
            TreeSnapshot.Node(id: 1, typeName: "RootRouter", isActive: true, hasView: true),
            TreeSnapshot.Node(
              id: 3, typeName: "LoggedInRouter", isActive: true, hasView: false, parent: 0),
          ])))
  }

  @Test func readsSnapshotsInPreOrderWithMembersInAnyOrder() throws {
    let line =
      #"{"root":{"children":[{"id":2,"typeName":"A","isActive":true,"hasView":true,"children":[{"id":3,"typeName":"C","isActive":false,"hasView":true,"children":[],"extra":[{"x":[1,2.5e3,null]}]}]},{"typeName":"B","id":4,"isActive":true,"hasView":false,"children":[]}],"id":1,"typeName":"R","isActive":true,"hasView":true},"kind":"snapshot","version":1,"format":"ribs-tree"}"#
    guard case .snapshot(let tree) = try TreeRecord.parse(line[...]).get() else {
      Issue.record("not a snapshot")
      return
    }

    #expect(outline(tree) == "R#1[A#2[C#3] B#4]")
    #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 0])
    #expect(tree.nodes[2].isActive == false)
    #expect(tree.nodes[3].hasView == false)
  }

  @Test func readsAChangeAndIgnoresUnknownMembers() throws {
    let line =
      #"{"format":"ribs-tree","version":1,"kind":"attached","id":5,"typeName":"OffGameRouter","parentID":3,"hasView":true,"later":"ignored"}"#
    let root =
      #"{"format":"ribs-tree","version":1,"kind":"loaded","id":1,"typeName":"RootRouter","parentID":null,"hasView":true}"#

    #expect(
      try TreeRecord.parse(line[...]).get()
        == .change(
          TreeChange(kind: .attached, id: 5, typeName: "OffGameRouter", parentID: 3, hasView: true))
    )
    #expect(
      try TreeRecord.parse(root[...]).get()
        == .change(
          TreeChange(kind: .loaded, id: 1, typeName: "RootRouter", parentID: nil, hasView: true)))
  }

  @Test(arguments: [
    ("{\"format\":\"ribs-tree\",\"vers", "not JSON: {\"format\":\"ribs-tree\",\"vers"),
    ("[1,2]", "not a JSON object: [1,2]"),
    (#"{"kind":"attached"}"#, #"not a ribs-tree record (no "format":"ribs-tree")"#),
    (
      #"{"format":"ribs-tree","version":2,"kind":"attached"}"#,
      "format version 2; this viewer reads version 1"
    ),
    (#"{"format":"ribs-tree","version":1,"kind":"exploded"}"#, #"unknown kind "exploded""#),
    (
      #"{"format":"ribs-tree","version":1,"kind":"attached","typeName":"X","hasView":true}"#,
      #"a attached record with no "id""#
    ),
    (#"{"format":"ribs-tree","version":1,"kind":"snapshot"}"#, #"a snapshot with no "root""#),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":1,"isActive":true,"hasView":true,"children":[]}}"#,
      #"a snapshot record with no "typeName""#
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":"1","typeName":"R","isActive":true,"hasView":true,"children":[]}}"#,
      "a snapshot record with a member of the wrong type"
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"attached","id":5,"typeName":"X","hasView":1}"#,
      "a attached record with a member of the wrong type"
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot"} x"#,
      #"not JSON: {"format":"ribs-tree","version":1,"kind":"snapshot"} x"#
    ),
  ])
  func explainsBadLines(line: String, message: String) {
    #expect(TreeRecord.parse(line[...]) == .failure(RecordError(message: message)))
  }
}
