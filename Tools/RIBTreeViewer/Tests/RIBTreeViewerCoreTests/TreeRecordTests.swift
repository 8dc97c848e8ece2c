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
          TreeNodeSnapshot(
            id: 1, typeName: "RootRouter", isActive: true, hasView: true,
            children: [
              TreeNodeSnapshot(id: 3, typeName: "LoggedInRouter", isActive: true, hasView: false)
            ])))
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
  ])
  func explainsBadLines(line: String, message: String) {
    #expect(TreeRecord.parse(line[...]) == .failure(RecordError(message: message)))
  }
}
