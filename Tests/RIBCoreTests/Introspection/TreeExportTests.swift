import Foundation
import RIBCore
import Testing

/// The exports of the example's tree once two players have logged in, against golden files
/// (which `TicTacToeCLITests` also compares with what the example prints).
@Suite struct TreeExportTests {
  /// The example's tree after login, with the ids a fresh run of the example gives.
  static let loggedInTree = RouterSnapshot(
    id: 1, typeName: "RootRouter", isActive: true, hasView: true,
    children: [
      RouterSnapshot(
        id: 3, typeName: "LoggedInRouter", isActive: true, hasView: false,
        children: [
          RouterSnapshot(
            id: 4, typeName: "OffGameRouter", isActive: true, hasView: true,
            children: [
              RouterSnapshot(id: 5, typeName: "ScoreBoardRouter", isActive: true, hasView: true)
            ])
        ])
    ])

  static func golden(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  @Test func jsonMatchesTheGoldenFile() throws {
    #expect(Self.loggedInTree.json(prettyPrinted: true) == (try Self.golden("logged-in-tree.json")))
  }

  @Test func dotMatchesTheGoldenFile() throws {
    #expect(Self.loggedInTree.dot == (try Self.golden("logged-in-tree.dot")))
  }

  @Test func mermaidMatchesTheGoldenFile() throws {
    #expect(Self.loggedInTree.mermaid == (try Self.golden("logged-in-tree.mmd")))
  }

  @Test func compactJSONIsOneLineWithTheSameContent() throws {
    let compact = Self.loggedInTree.json()
    let pretty = Self.loggedInTree.json(prettyPrinted: true)

    #expect(!compact.contains("\n"))
    let fromCompact = try JSONSerialization.jsonObject(with: Data(compact.utf8)) as? NSDictionary
    let fromPretty = try JSONSerialization.jsonObject(with: Data(pretty.utf8)) as? NSDictionary
    #expect(fromCompact != nil)
    #expect(fromCompact == fromPretty)
  }

  @Test func jsonRootDecodesBackIntoASnapshot() throws {
    struct Document: Decodable {
      let format: String
      let version: Int
      let kind: String
      let root: RouterSnapshot
    }
    let document = try JSONDecoder().decode(
      Document.self, from: Data(Self.loggedInTree.json().utf8))

    #expect(document.format == "ribs-tree")
    #expect(document.version == RouterSnapshot.jsonFormatVersion)
    #expect(document.kind == "snapshot")
    #expect(document.root == Self.loggedInTree)
    #expect(document.root.children[0].children[0].children[0].id == 5)
  }

  @Test func snapshotsEncodedWithoutIdsStillDecode() throws {
    let old = #"{"typeName":"RootRouter","isActive":true,"hasView":true,"children":[]}"#
    let snapshot = try JSONDecoder().decode(RouterSnapshot.self, from: Data(old.utf8))

    #expect(snapshot.id == 0)
    #expect(snapshot.typeName == "RootRouter")
  }

  @Test func typeNamesAreEscapedInEveryFormat() throws {
    let odd = RouterSnapshot(
      id: 7, typeName: "Router<\"Quoted\" \\ #1>\n", isActive: false, hasView: false)

    let decoded = try JSONSerialization.jsonObject(with: Data(odd.json().utf8)) as? [String: Any]
    let root = decoded?["root"] as? [String: Any]
    #expect(root?["typeName"] as? String == odd.typeName)
    #expect(odd.dot.contains(#"label="Router<\"Quoted\" \\ #1>\n\nid 7\nview-less\ninactive""#))
    #expect(odd.mermaid.contains(#"n0("Router#lt;#quot;Quoted#quot; \ #35;1#gt;"#))
  }

  @Test func inactiveRoutersAreGreyInTheDiagrams() {
    let tree = RouterSnapshot(
      id: 1, typeName: "RootRouter", isActive: true, hasView: true,
      children: [RouterSnapshot(id: 2, typeName: "GameRouter", isActive: false, hasView: true)])

    #expect(
      tree.dot.contains(
        ##"n1 [label="GameRouter\nid 2\ninactive", style="rounded", color="#999999""##))
    #expect(tree.mermaid.contains("class n1 inactive"))
    #expect(!tree.mermaid.contains("class n0"))
  }

  @Test func deepTreesExportWithoutRecursion() {
    var tree = RouterSnapshot(id: 0, typeName: "Leaf", isActive: true, hasView: false)
    for id in 1...20_000 {
      tree = RouterSnapshot(id: id, typeName: "R", isActive: true, hasView: false, children: [tree])
    }

    #expect(tree.json().hasSuffix(String(repeating: "]}", count: 20_001) + "}"))
    #expect(tree.dot.contains("n19999 -> n20000;"))
    #expect(tree.mermaid.contains("n19999 --> n20000"))
  }
}
