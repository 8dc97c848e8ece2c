extension RouterSnapshot {
  /// How many levels of indentation ``treeDescription`` draws at most; see there.
  public static let treeDescriptionIndentationLimit = 32

  /// The subtree as indented text, one router per line:
  ///
  /// ```
  /// RootRouter (active)
  /// └── LoggedInRouter (active, view-less)
  ///     └── OffGameRouter (active)
  ///         └── ScoreBoardRouter (active)
  /// ```
  ///
  /// So that the text of a deep tree grows linearly with its size, not with the square of its
  /// depth, indentation stops growing at ``treeDescriptionIndentationLimit`` levels: a router
  /// deeper than that starts its line with its depth (the root's is 0), followed by the
  /// innermost levels only, e.g. `[depth 33]     │   └── DeepRouter (active)`.
  public var treeDescription: String {
    let limit = Self.treeDescriptionIndentationLimit
    var text = Self.label(self)
    // The path from the root to the router being written, each with how many of its children
    // have been written: a level's column is a bar while its router has children still to come.
    var path: [(node: RouterSnapshot, written: Int)] = [(self, 0)]
    while let top = path.last {
      let children = top.node.children
      guard top.written < children.count else {
        path.removeLast()
        continue
      }
      path[path.count - 1].written += 1
      let depth = path.count
      text += "\n"
      if depth > limit { text += "[depth \(depth)] " }
      for level in Swift.max(1, depth - limit + 1)..<depth {
        let ancestor = path[level - 1]
        text += ancestor.written < ancestor.node.children.count ? "│   " : "    "
      }
      text += top.written == children.count - 1 ? "└── " : "├── "
      text += Self.label(children[top.written])
      path.append((children[top.written], 0))
    }
    return text
  }

  /// `TypeName (active, view-less)`.
  private static func label(_ node: RouterSnapshot) -> String {
    "\(node.typeName) (\(node.isActive ? "active" : "inactive")\(node.hasView ? "" : ", view-less"))"
  }
}
