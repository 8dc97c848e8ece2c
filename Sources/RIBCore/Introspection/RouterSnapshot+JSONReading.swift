extension RouterSnapshot {
  /// Reads a snapshot back from a document that ``json(prettyPrinted:)`` wrote, at any depth.
  ///
  /// ```swift
  /// let snapshot = try RouterSnapshot(json: rootRouter.snapshot().json())
  /// ```
  ///
  /// The document must be a `ribs-tree` snapshot of version ``jsonFormatVersion``, described in
  /// <doc:InspectingTheTree>; members may come in any order, and members it does not know are
  /// skipped, as the format asks of readers. `id` may be missing (it is then `0`). The reader
  /// uses no recursion and no Foundation, so it reads trees of any depth, unlike the `Codable`
  /// form (see ``codableDepthLimit``); its time is linear in the length of the text.
  ///
  /// - Parameter json: The document, compact or pretty-printed.
  /// - Throws: ``JSONError``, saying what is wrong and where, when the text is not such a
  ///   document.
  public init(json: String) throws(JSONError) {
    var text = json
    let read = text.withUTF8 { bytes -> Result<RouterSnapshot, JSONError> in
      var scanner = JSONScanner(bytes)
      do throws(JSONError) {
        return .success(try Self.readDocument(&scanner))
      } catch {
        return .failure(error)
      }
    }
    self = try read.get()
  }

  private static func readDocument(_ scanner: inout JSONScanner) throws(JSONError) -> RouterSnapshot
  {
    var format: String?
    var version: Int?
    var kind: String?
    var root: RouterSnapshot?
    try scanner.expect(UInt8(ascii: "{"), "a JSON object")
    var isFirst = true
    while let key = try scanner.nextKey(isFirst: &isFirst) {
      switch key {
      case "format" where scanner.peek() == UInt8(ascii: "\""): format = try scanner.string()
      case "version": version = try scanner.integer()
      case "kind" where scanner.peek() == UInt8(ascii: "\""): kind = try scanner.string()
      case "root": root = try readRouter(&scanner)
      default: try scanner.skipValue()
      }
    }
    try scanner.expectEnd()
    let end = scanner.offset
    guard format == "ribs-tree" else {
      throw JSONError(message: #"not a ribs-tree document (no "format":"ribs-tree")"#, offset: end)
    }
    guard version == jsonFormatVersion else {
      throw JSONError(
        message: "format version \(version.map(String.init) ?? "missing"); this reader reads"
          + " version \(jsonFormatVersion)",
        offset: end)
    }
    guard kind == "snapshot" else {
      throw JSONError(message: "not a snapshot (its kind is \(kind ?? "missing"))", offset: end)
    }
    guard let root else { throw JSONError(message: #"a snapshot with no "root""#, offset: end) }
    return root
  }

  /// A router being read: the members read so far.
  private struct PartialRouter {
    var id = 0
    var typeName: String?
    var isActive: Bool?
    var hasView: Bool?
    var children: [RouterSnapshot]?
    var isFirstMember = true
    /// Whether the reader is inside this router's `children` array, and before its first
    /// element.
    var isInChildren = false
    var isFirstChild = true

    func snapshot(endingAt offset: Int) throws(JSONError) -> RouterSnapshot {
      guard let typeName else { throw missing("typeName", offset) }
      guard let isActive else { throw missing("isActive", offset) }
      guard let hasView else { throw missing("hasView", offset) }
      guard let children else { throw missing("children", offset) }
      return RouterSnapshot(
        id: id, typeName: typeName, isActive: isActive, hasView: hasView, children: children)
    }

    private func missing(_ member: String, _ offset: Int) -> JSONError {
      JSONError(message: "a router with no \"\(member)\"", offset: offset)
    }
  }

  /// Reads a router object and everything in it, depth first with an explicit stack of the
  /// routers still open.
  private static func readRouter(_ scanner: inout JSONScanner) throws(JSONError) -> RouterSnapshot {
    try scanner.expect(UInt8(ascii: "{"), "a router object")
    var open = [PartialRouter()]
    while true {
      let top = open.count - 1
      if open[top].isInChildren {
        if try scanner.hasNextElement(isFirst: &open[top].isFirstChild) {
          try scanner.expect(UInt8(ascii: "{"), "a router object")
          open.append(PartialRouter())
        } else {
          open[top].isInChildren = false
        }
        continue
      }
      if let key = try scanner.nextKey(isFirst: &open[top].isFirstMember) {
        switch key {
        case "id": open[top].id = try scanner.integer()
        case "typeName": open[top].typeName = try scanner.string()
        case "isActive": open[top].isActive = try scanner.bool()
        case "hasView": open[top].hasView = try scanner.bool()
        case "children":
          try scanner.expect(UInt8(ascii: "["), "an array of children")
          open[top].children = []
          open[top].isInChildren = true
          open[top].isFirstChild = true
        default: try scanner.skipValue()
        }
        continue
      }
      let router = try open.removeLast().snapshot(endingAt: scanner.offset)
      guard !open.isEmpty else { return router }
      open[open.count - 1].children?.append(router)
    }
  }
}
