/// A structured picture of a router's live subtree, for tests to compare and tools to
/// serialise.
///
/// ```swift
/// let snapshot = rootRouter.snapshot()
/// #expect(snapshot.children.map(\.typeName) == ["LoggedInRouter"])
/// print(rootRouter.treeDescription())
/// print(snapshot.json(prettyPrinted: true))  // also: snapshot.dot, snapshot.mermaid
/// ```
///
/// Two snapshots are equal when their trees have the same shape and state: type names,
/// activeness, views and children. The ids are left out, because they tell which router
/// objects were there, not what the tree was; compare them directly when that matters.
public struct RouterSnapshot: Sendable, Hashable, Codable {
  /// The router's ``/RIBCore/Router/routerID``: the same for the router's whole life, so a
  /// tool can follow a RIB across snapshots and tree-change events. `0` for a router that is
  /// not a ``Router`` (a test mock), and by default in snapshots made by hand.
  public var id: Int
  /// The router's type name, e.g. `OffGameRouter`.
  public var typeName: String
  /// Whether the router's interactor is active.
  public var isActive: Bool
  /// Whether the RIB has a view of its own (its router is a ``ViewableRouting``).
  public var hasView: Bool
  /// The children, in attachment order.
  public var children: [RouterSnapshot]

  /// Creates a snapshot.
  public init(
    id: Int = 0, typeName: String, isActive: Bool, hasView: Bool,
    children: [RouterSnapshot] = []
  ) {
    self.id = id
    self.typeName = typeName
    self.isActive = isActive
    self.hasView = hasView
    self.children = children
  }

  /// Whether the two trees have the same shape and state; ids are not compared.
  public static func == (lhs: RouterSnapshot, rhs: RouterSnapshot) -> Bool {
    lhs.typeName == rhs.typeName && lhs.isActive == rhs.isActive && lhs.hasView == rhs.hasView
      && lhs.children == rhs.children
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    hasher.combine(isActive)
    hasher.combine(hasView)
    hasher.combine(children)
  }

  private enum CodingKeys: String, CodingKey {
    case id, typeName, isActive, hasView, children
  }

  /// Decodes a snapshot; `id` may be missing (snapshots encoded before ids existed), and is
  /// then `0`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(Int.self, forKey: .id) ?? 0
    typeName = try container.decode(String.self, forKey: .typeName)
    isActive = try container.decode(Bool.self, forKey: .isActive)
    hasView = try container.decode(Bool.self, forKey: .hasView)
    children = try container.decode([RouterSnapshot].self, forKey: .children)
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
