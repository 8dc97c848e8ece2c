import Foundation
import RIBCore
import Testing

/// Snapshots of very deep trees: every operation walks with a worklist, and what it writes grows
/// linearly with the number of routers.
@Suite struct DeepSnapshotTests {
  static let deep = 100_000
  /// For the text forms, whose checks cost more per router; deep enough that text quadratic in
  /// the depth would take gigabytes.
  static let deepText = 10_000

  /// A chain `depth` routers deep, ids 1 (the root) to `depth` (the leaf).
  static func chain(depth: Int, typeName: String = "R") -> RouterSnapshot {
    var tree = RouterSnapshot(id: depth, typeName: typeName, isActive: true, hasView: false)
    for id in stride(from: depth - 1, through: 1, by: -1) {
      tree = RouterSnapshot(
        id: id, typeName: typeName, isActive: true, hasView: true, children: [tree])
    }
    return tree
  }

  @Test func aDeepSnapshotIsDroppedWithoutRecursion() {
    var tree: RouterSnapshot? = Self.chain(depth: Self.deep)
    #expect(tree?.children.count == 1)
    tree = nil
    #expect(tree == nil)
  }

  @Test func deepSnapshotsCompareAndHashWithoutRecursion() {
    let one = Self.chain(depth: Self.deep)
    let two = Self.chain(depth: Self.deep)
    let other = Self.chain(depth: Self.deep, typeName: "S")

    #expect(one == two)
    #expect(one != other)
    #expect(one.hashValue == two.hashValue)
    #expect(Set([one, two, other]).count == 2)
  }

  @Test func equalityLooksAtEveryLevel() {
    var leaf = RouterSnapshot(typeName: "Leaf", isActive: true, hasView: true)
    let one = RouterSnapshot(
      typeName: "Root", isActive: true, hasView: true,
      children: [RouterSnapshot(typeName: "Mid", isActive: true, hasView: true, children: [leaf])])
    leaf.isActive = false
    let two = RouterSnapshot(
      typeName: "Root", isActive: true, hasView: true,
      children: [RouterSnapshot(typeName: "Mid", isActive: true, hasView: true, children: [leaf])])
    var three = one
    three.children[0].children.append(leaf)

    #expect(one != two)
    #expect(one != three)
    #expect(three.children[0].children.count == 2)
    #expect(one.children[0].children.count == 1)
  }

  @Test func theTextOfADeepTreeIsLinearInItsSize() {
    let text = Self.chain(depth: Self.deepText).treeDescription
    let lines = text.split(separator: "\n")

    #expect(lines.count == Self.deepText)
    let limit = RouterSnapshot.treeDescriptionIndentationLimit
    #expect(lines.allSatisfy { $0.unicodeScalars.count < 4 * limit + 60 })
    let indentation = String(repeating: " ", count: 4 * (limit - 1))
    #expect(
      lines.last.map(String.init)
        == "[depth \(Self.deepText - 1)] \(indentation)└── R (active, view-less)")
  }

  @Test func prettyJSONOfADeepTreeIsLinearInItsSize() {
    let pretty = Self.chain(depth: Self.deepText).json(prettyPrinted: true)
    let lines = pretty.split(separator: "\n")

    #expect(lines.allSatisfy { $0.utf8.count < 2 * RouterSnapshot.jsonIndentationLimit + 60 })
  }

  @Test(arguments: [(false, deep), (true, deepText)])
  func jsonOfADeepTreeReadsBack(prettyPrinted: Bool, depth: Int) throws {
    let tree = Self.chain(depth: depth)

    let read = try RouterSnapshot(json: tree.json(prettyPrinted: prettyPrinted))

    #expect(read == tree)
    var node = read
    var ids = [node.id]
    while let child = node.children.first {
      node = child
      ids.append(node.id)
    }
    #expect(ids == Array(1...depth))
    #expect(node.isViewless)
  }

  @Test func codableStopsCleanlyPastItsDepthLimit() throws {
    let limit = RouterSnapshot.codableDepthLimit
    let fits = Self.chain(depth: limit)
    #expect(try JSONDecoder().decode(RouterSnapshot.self, from: JSONEncoder().encode(fits)) == fits)

    for depth in [limit + 1, 300, 10_000] {
      let error = #expect(throws: EncodingError.self) {
        try JSONEncoder().encode(Self.chain(depth: depth))
      }
      #expect(String(describing: error).utf8.count < 600)
      #expect(String(describing: error).contains("RouterSnapshot(json:)"))
    }
  }

  @Test func decodingStopsCleanlyPastTheDepthLimit() throws {
    // Deeper than the limit, yet within what JSONDecoder itself nests.
    let json = Self.chain(depth: RouterSnapshot.codableDepthLimit + 20).json()
    let root = json[json.range(of: #""root":"#)!.upperBound...].dropLast()

    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(RouterSnapshot.self, from: Data(root.utf8))
    }
    #expect(String(describing: error).utf8.count < 600)
    #expect(String(describing: error).contains("RouterSnapshot(json:)"))
  }
}
