extension RouterSnapshot {
  /// The tree as a Mermaid flowchart, which GitHub, GitLab and many wikis draw from a
  /// ` ```mermaid ` block.
  ///
  /// Each router is a box labelled with its type name and id, a rounded one with a dashed
  /// border for a view-less RIB; an inactive one is grey and says `inactive`. Edges go from parent to child,
  /// children in attachment order.
  ///
  /// ```swift
  /// print("```mermaid\n" + rootRouter.snapshot().mermaid + "\n```")
  /// ```
  public var mermaid: String {
    var lines = ["flowchart TD"]
    var edges: [String] = []
    var viewless: [String] = []
    var inactive: [String] = []
    forEachNode { node, index, parentIndex, _ in
      let name = "n\(index)"
      var label = Self.mermaidEscaped(node.typeName) + "<br/>id \(node.id)"
      if node.isViewless { label += "<br/>view-less" }
      if !node.isActive { label += "<br/>inactive" }
      // Rectangle for a RIB with a view, rounded for a view-less one.
      let (open, close) = node.isViewless ? ("(", ")") : ("[", "]")
      lines.append("  \(name)\(open)\"\(label)\"\(close)")
      if let parentIndex { edges.append("  n\(parentIndex) --> \(name)") }
      if node.isViewless { viewless.append(name) }
      if !node.isActive { inactive.append(name) }
    }
    lines += edges
    lines.append("  classDef viewless stroke-dasharray: 5 5")
    lines.append("  classDef inactive fill:#eeeeee,color:#777777,stroke:#999999")
    if !viewless.isEmpty { lines.append("  class \(viewless.joined(separator: ",")) viewless") }
    if !inactive.isEmpty { lines.append("  class \(inactive.joined(separator: ",")) inactive") }
    return lines.joined(separator: "\n")
  }

  /// Mermaid reads `#…;` as an entity and HTML in labels; type names such as `Router<T>`
  /// must show as written.
  private static func mermaidEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "#quot;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "#": result += "#35;"
      case "\n", "\r\n": result += "<br/>"
      default: result.append(character)
      }
    }
    return result
  }
}
