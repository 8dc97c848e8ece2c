/// A structured picture of a router's live subtree, for tests to compare and tools to
/// serialise.
///
/// ```swift
/// let snapshot = rootRouter.snapshot()
/// #expect(snapshot.children.map(\.typeName) == ["LoggedInRouter"])
/// print(rootRouter.treeDescription())
/// ```
public struct RouterSnapshot: Sendable, Hashable, Codable {
  /// The router's type name, e.g. `OffGameRouter`.
  public var typeName: String
  /// Whether the router's interactor is active.
  public var isActive: Bool
  /// Whether the RIB has a view of its own (its router is a ``ViewableRouting``).
  public var hasView: Bool
  /// The children, in attachment order.
  public var children: [RouterSnapshot]

  /// Creates a snapshot.
  public init(typeName: String, isActive: Bool, hasView: Bool, children: [RouterSnapshot] = []) {
    self.typeName = typeName
    self.isActive = isActive
    self.hasView = hasView
    self.children = children
  }

  /// Whether the RIB has no view of its own.
  public var isViewless: Bool { !hasView }

  /// The subtree as indented text, one router per line:
  ///
  /// ```
  /// RootRouter (active)
  /// └── LoggedInRouter (active, view-less)
  ///     └── OffGameRouter (active)
  ///         └── ScoreBoardRouter (active)
  /// ```
  public var treeDescription: String {
    var lines: [String] = []
    // Iterative, like the tree walks in Router: any depth works.
    var pending: [(node: RouterSnapshot, prefix: String, childPrefix: String)] = [
      (self, "", "")
    ]
    while let (node, prefix, childPrefix) = pending.popLast() {
      var markers = [node.isActive ? "active" : "inactive"]
      if node.isViewless { markers.append("view-less") }
      lines.append("\(prefix)\(node.typeName) (\(markers.joined(separator: ", ")))")
      for (index, child) in node.children.enumerated().reversed() {
        let isLast = index == node.children.count - 1
        pending.append(
          (
            child, childPrefix + (isLast ? "└── " : "├── "),
            childPrefix + (isLast ? "    " : "│   ")
          ))
      }
    }
    return lines.joined(separator: "\n")
  }
}
