/// The members of one record's object, read without recursion: the scalar members by name, and
/// the tree of a snapshot's `root` read straight into a flat ``TreeSnapshot``.
struct RecordMembers {
  /// A member's value, as far as the viewer cares.
  enum Value: Equatable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null
    /// Any other number, an array, or an object.
    case other
  }

  var values: [String: Value] = [:]
  /// The `root` member, if it was an object: the tree, and the first thing wrong in it.
  var root: (tree: TreeSnapshot, problem: String?)?

  /// Reads an object, from its `{` to its `}`.
  static func read(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> RecordMembers {
    var members = RecordMembers()
    try scanner.expect(UInt8(ascii: "{"), "an object")
    var isFirst = true
    while let key = try scanner.nextKey(isFirst: &isFirst) {
      if key == "root", scanner.peek() == UInt8(ascii: "{") {
        members.root = try readTree(&scanner)
        members.values[key] = .other
      } else {
        members.values[key] = try value(&scanner)
      }
    }
    try scanner.expectEnd()
    return members
  }

  private static func value(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> Value {
    guard let byte = scanner.peek() else { throw scanner.error("expected a value") }
    switch byte {
    case UInt8(ascii: "\""):
      return .string(try scanner.string())
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      return .bool(try scanner.bool())
    case UInt8(ascii: "n"):
      guard scanner.literal("null") else { throw scanner.error("expected a value") }
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = scanner
      if let integer = try? scanner.integer() { return .integer(integer) }
      scanner = start
      try scanner.skipValue()
      return .other
    default:
      try scanner.skipValue()
      return .other
    }
  }

  /// The record these members make, or what is wrong with them, in the words the viewer shows.
  func record() -> Result<TreeRecord, RecordError> {
    guard values["format"] == .string("ribs-tree") else {
      return .failure(RecordError(message: #"not a ribs-tree record (no "format":"ribs-tree")"#))
    }
    guard values["version"] == .integer(TreeRecord.supportedVersion) else {
      let version: String
      switch values["version"] {
      case .integer(let number): version = String(number)
      case .string(let text): version = text
      case nil: version = "missing"
      default: version = "of the wrong type"
      }
      return .failure(
        RecordError(
          message: "format version \(version); this viewer reads version"
            + " \(TreeRecord.supportedVersion)"))
    }
    guard case .string(let kind) = values["kind"] else {
      return .failure(RecordError(message: "no \"kind\""))
    }
    if kind == "snapshot" {
      guard values["root"] != nil else {
        return .failure(RecordError(message: "a snapshot with no \"root\""))
      }
      guard let root else { return .failure(wrongType(kind)) }
      if let problem = root.problem { return .failure(RecordError(message: problem)) }
      return .success(.snapshot(root.tree))
    }
    guard let changeKind = TreeChange.Kind(rawValue: kind) else {
      return .failure(
        RecordError(message: "unknown kind \"\(TreeRecord.excerpt(Substring(kind)))\""))
    }
    guard let idValue = values["id"] else { return .failure(missing("id", kind)) }
    guard case .integer(let id) = idValue else { return .failure(wrongType(kind)) }
    guard let typeNameValue = values["typeName"] else { return .failure(missing("typeName", kind)) }
    guard case .string(let typeName) = typeNameValue else { return .failure(wrongType(kind)) }
    let parentID: Int?
    switch values["parentID"] {
    case nil, .null: parentID = nil
    case .integer(let number): parentID = number
    default: return .failure(wrongType(kind))
    }
    guard let hasViewValue = values["hasView"] else { return .failure(missing("hasView", kind)) }
    guard case .bool(let hasView) = hasViewValue else { return .failure(wrongType(kind)) }
    return .success(
      .change(
        TreeChange(
          kind: changeKind, id: id, typeName: typeName, parentID: parentID, hasView: hasView)))
  }

  private func missing(_ member: String, _ kind: String) -> RecordError {
    RecordError(message: "a \(kind) record with no \"\(member)\"")
  }

  private func wrongType(_ kind: String) -> RecordError {
    RecordError(message: "a \(kind) record with a member of the wrong type")
  }

  /// A router being read, and which of its members have been.
  private struct OpenRouter {
    var index: Int
    var seen: Set<String> = []
    var isFirstMember = true
    var isInChildren = false
    var isFirstChild = true
  }

  /// Reads a router object with everything in it, depth first with an explicit stack of the
  /// routers still open; each router joins the list when its `{` is read, so the list is in
  /// pre-order. A member missing or of the wrong type is noted, not thrown: the rest is read.
  private static func readTree(
    _ scanner: inout JSONScanner
  ) throws(JSONSyntaxError) -> (tree: TreeSnapshot, problem: String?) {
    var nodes: [TreeSnapshot.Node] = []
    var problem: String?
    func note(_ text: String) { if problem == nil { problem = text } }
    let wrongType = "a snapshot record with a member of the wrong type"
    try scanner.expect(UInt8(ascii: "{"), "a router object")
    nodes.append(TreeSnapshot.Node(id: 0, typeName: "", isActive: false, hasView: false))
    var open = [OpenRouter(index: 0)]
    while let top = open.indices.last {
      let index = open[top].index
      if open[top].isInChildren {
        guard try scanner.hasNextElement(isFirst: &open[top].isFirstChild) else {
          open[top].isInChildren = false
          continue
        }
        guard scanner.peek() == UInt8(ascii: "{") else {
          note(wrongType)
          try scanner.skipValue()
          continue
        }
        try scanner.expect(UInt8(ascii: "{"), "a router object")
        nodes.append(
          TreeSnapshot.Node(id: 0, typeName: "", isActive: false, hasView: false, parent: index))
        open.append(OpenRouter(index: nodes.count - 1))
        continue
      }
      guard let key = try scanner.nextKey(isFirst: &open[top].isFirstMember) else {
        for member in ["id", "typeName", "isActive", "hasView", "children"]
        where !open[top].seen.contains(member) {
          note("a snapshot record with no \"\(member)\"")
        }
        open.removeLast()
        continue
      }
      open[top].seen.insert(key)
      switch (key, try value(ofMember: key, &scanner)) {
      case ("id", .integer(let id)): nodes[index].id = id
      case ("typeName", .string(let typeName)): nodes[index].typeName = typeName
      case ("isActive", .bool(let isActive)): nodes[index].isActive = isActive
      case ("hasView", .bool(let hasView)): nodes[index].hasView = hasView
      case ("children", nil):
        open[top].isInChildren = true
        open[top].isFirstChild = true
      case ("id", _), ("typeName", _), ("isActive", _), ("hasView", _), ("children", _):
        note(wrongType)
      default:
        break
      }
    }
    return (TreeSnapshot(nodes: nodes), problem)
  }

  /// A router member's value; `nil` when it is the `children` array, whose `[` is consumed.
  private static func value(
    ofMember key: String, _ scanner: inout JSONScanner
  ) throws(JSONSyntaxError) -> Value? {
    if key == "children", scanner.peek() == UInt8(ascii: "[") {
      try scanner.expect(UInt8(ascii: "["), "an array")
      return nil
    }
    return try value(&scanner)
  }
}
