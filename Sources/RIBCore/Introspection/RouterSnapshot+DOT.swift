extension RouterSnapshot {
  /// The tree in Graphviz's DOT language, for `dot -Tsvg` and the many tools that read it.
  ///
  /// Each router is a rounded box labelled with its type name and id; edges go from parent to
  /// child, children in attachment order. A view-less RIB's box has a dashed border; an
  /// inactive one is grey and says `inactive`.
  ///
  /// ```swift
  /// try rootRouter.snapshot().dot.write(toFile: "tree.dot")  // then: dot -Tpng tree.dot
  /// ```
  public var dot: String {
    var nodes: [String] = []
    var edges: [String] = []
    forEachNode { node, index, parentIndex, _ in
      var label = Self.dotEscaped(node.typeName) + "\\nid \(node.id)"
      var style = ["rounded"]
      var attributes: [String] = []
      if node.isViewless {
        label += "\\nview-less"
        style.append("dashed")
      }
      if !node.isActive {
        label += "\\ninactive"
        attributes += ["color=\"#999999\"", "fontcolor=\"#777777\""]
      }
      attributes.insert("style=\"\(style.joined(separator: ","))\"", at: 0)
      attributes.insert("label=\"\(label)\"", at: 0)
      nodes.append("  n\(index) [\(attributes.joined(separator: ", "))];")
      if let parentIndex { edges.append("  n\(parentIndex) -> n\(index);") }
    }
    let header = [
      "digraph RIBTree {",
      "  node [shape=box, fontname=\"Helvetica\"];",
    ]
    return (header + nodes + edges + ["}"]).joined(separator: "\n")
  }

  /// Escapes what would end or break a quoted DOT string.
  private static func dotEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\", "\"": result += "\\" + String(character)
      case "\n", "\r\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }
}
