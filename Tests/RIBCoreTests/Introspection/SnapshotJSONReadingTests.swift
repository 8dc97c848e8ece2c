import RIBCore
import Testing

/// `RouterSnapshot(json:)`: what it reads, and how it says what it cannot.
@Suite struct SnapshotJSONReadingTests {
  @Test func readsTheGoldenTreeBackWithItsIds() throws {
    let tree = TreeExportTests.loggedInTree

    for text in [tree.json(), tree.json(prettyPrinted: true)] {
      let read = try RouterSnapshot(json: text)
      #expect(read == tree)
      #expect(read.children[0].children[0].children[0].id == 5)
    }
  }

  @Test func readsMembersInAnyOrderAndSkipsUnknownOnes() throws {
    let text = """
       { "root": {"children": [], "later": {"a": [1, -2.5e3, null, true, "x\\"]}"]},
        "hasView": false, "typeName": "Root", "isActive": true},
      "kind": "snapshot", "extra": [[[]]], "version": 1, "format": "ribs-tree" }
      """

    let read = try RouterSnapshot(json: text)

    #expect(read == RouterSnapshot(typeName: "Root", isActive: true, hasView: false))
    #expect(read.id == 0)
  }

  @Test func typeNamesWithEscapesRoundTrip() throws {
    let odd = RouterSnapshot(
      id: 7, typeName: "Router<\"Quoted\" \\ é 🙂\u{1}\u{2028}>\n\t", isActive: false,
      hasView: false)

    #expect(try RouterSnapshot(json: odd.json()).typeName == odd.typeName)
    #expect(
      try RouterSnapshot(
        json:
          #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"typeName":"\ud83d\ude42\u00e9\/","isActive":true,"hasView":true,"children":[]}}"#
      ).typeName == "🙂é/")
  }

  @Test(arguments: [
    ("", "expected a JSON object"),
    ("[]", "expected a JSON object"),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"typeName":"R","isActive":true,"hasView":true,"children":[]}"#,
      "expected ',' or '}'"
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot"} x"#,
      "unexpected text after the document"
    ),
    (
      #"{"format":"other","version":1,"kind":"snapshot","root":{"typeName":"R","isActive":true,"hasView":true,"children":[]}}"#,
      #"not a ribs-tree document"#
    ),
    (#"{"format":"ribs-tree","version":2,"kind":"snapshot"}"#, "format version 2"),
    (
      #"{"format":"ribs-tree","version":1,"kind":"attached"}"#,
      "not a snapshot (its kind is attached)"
    ),
    (#"{"format":"ribs-tree","version":1,"kind":"snapshot"}"#, #"a snapshot with no "root""#),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"typeName":"R","isActive":true,"children":[]}}"#,
      #"a router with no "hasView""#
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":1.5,"typeName":"R"}}"#,
      "expected an integer"
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":99999999999999999999}}"#,
      "an integer out of range"
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"typeName":"a\qb"}}"#,
      "an unknown escape in a string"
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"typeName":"\ud83d"}}"#,
      "a lone surrogate in a \\u escape"
    ),
    (
      #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"children":[,]}}"#,
      "expected a router object"
    ),
    (#"{"format":"ribs-tree","x":[1,}"#, "expected a value"),
  ])
  func explainsWhatIsWrong(text: String, message: String) {
    #expect {
      _ = try RouterSnapshot(json: text)
    } throws: { error in
      guard let error = error as? RouterSnapshot.JSONError else { return false }
      return error.message.hasPrefix(message) && error.offset <= text.utf8.count
        && error.description.contains("(at byte \(error.offset) of the JSON)")
    }
  }
}
