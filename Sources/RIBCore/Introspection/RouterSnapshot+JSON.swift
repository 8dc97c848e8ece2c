extension RouterSnapshot {
  /// The version of the JSON written by ``json(prettyPrinted:)`` and
  /// ``/RIBCore/RouterTreeEvent/json``. It changes only when a reader would misread the new
  /// form; adding a member does not change it.
  public static let jsonFormatVersion = 1

  /// How many levels of nesting the indentation of ``json(prettyPrinted:)`` shows at most.
  public static let jsonIndentationLimit = 64

  /// The snapshot as a JSON document, version ``jsonFormatVersion`` of the `ribs-tree` format:
  ///
  /// ```json
  /// {"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":1,
  /// "typeName":"RootRouter","isActive":true,"hasView":true,"children":[…]}}
  /// ```
  ///
  /// `root` and each of the `children` (in attachment order) have the members of
  /// ``RouterSnapshot``, under the same names as its `Codable` form. ``init(json:)`` reads the
  /// document back at any depth; `JSONDecoder().decode(RouterSnapshot.self, …)` reads `root`
  /// back for trees up to ``codableDepthLimit`` levels deep. Compact by default: one line, a
  /// record of the JSON Lines stream described in <doc:InspectingTheTree>.
  ///
  /// Writing takes time and space linear in the number of routers, at any depth.
  ///
  /// - Parameter prettyPrinted: Whether to indent by two spaces, one member per line. So that
  ///   a deep tree's text grows linearly, the indentation stops growing at
  ///   ``jsonIndentationLimit`` levels; only the whitespace differs.
  public func json(prettyPrinted: Bool = false) -> String {
    let newline = prettyPrinted ? "\n" : ""
    // Made once: a deep tree has a line at every level.
    let indents = (0...Self.jsonIndentationLimit).map { String(repeating: "  ", count: $0) }
    func indent(_ level: Int) -> String {
      prettyPrinted ? indents[Swift.min(level, Self.jsonIndentationLimit)] : ""
    }
    func member(_ key: String, _ value: String) -> String {
      JSONText.member(key, value, pretty: prettyPrinted)
    }
    let separator = "," + newline
    var text = "{" + newline
    text += indent(1) + member("format", JSONText.string("ribs-tree")) + separator
    text += indent(1) + member("version", String(Self.jsonFormatVersion)) + separator
    text += indent(1) + member("kind", JSONText.string("snapshot")) + separator
    text += indent(1) + JSONText.string("root") + (prettyPrinted ? ": " : ":")

    // Depth first with an explicit stack of open nodes and how many children each has written.
    var open: [(node: RouterSnapshot, written: Int)] = []
    func writeOpening(_ node: RouterSnapshot, level: Int) {
      text += "{" + newline
      let inner = indent(level + 1)
      text += inner + member("id", String(node.id)) + separator
      text += inner + member("typeName", JSONText.string(node.typeName)) + separator
      text += inner + member("isActive", String(node.isActive)) + separator
      text += inner + member("hasView", String(node.hasView)) + separator
      text += inner + JSONText.string("children") + (prettyPrinted ? ": " : ":") + "["
      if !node.children.isEmpty { text += newline }
    }
    writeOpening(self, level: 1)
    open.append((self, 0))
    while let top = open.last {
      // Each node's object sits at level 1 + 2 × depth: its members one deeper, the array's
      // elements two deeper.
      let level = 1 + 2 * (open.count - 1)
      if top.written < top.node.children.count {
        if top.written > 0 { text += separator }
        let child = top.node.children[top.written]
        open[open.count - 1].written += 1
        text += indent(level + 2)
        writeOpening(child, level: level + 2)
        open.append((child, 0))
        continue
      }
      if !top.node.children.isEmpty { text += newline + indent(level + 1) }
      text += "]" + newline + indent(level) + "}"
      open.removeLast()
    }
    return text + newline + "}"
  }
}
