/// A whole tree, as a snapshot record gives it: its routers in pre-order, each with the index of
/// its parent. Flat, so that a tree of any depth is read, compared, kept and written without
/// recursion.
public struct TreeSnapshot: Equatable, Sendable {
  /// A router of the tree.
  public struct Node: Codable, Equatable, Sendable {
    /// The router's id, the same for its whole life.
    public var id: Int
    /// The router's type name, e.g. `OffGameRouter`.
    public var typeName: String
    /// Whether the router's interactor is active.
    public var isActive: Bool
    /// Whether the RIB has a view of its own.
    public var hasView: Bool
    /// The index of the router's parent in ``TreeSnapshot/nodes``; `nil` for the root.
    public var parent: Int?

    /// Creates a value from its members.
    public init(id: Int, typeName: String, isActive: Bool, hasView: Bool, parent: Int? = nil) {
      self.id = id
      self.typeName = typeName
      self.isActive = isActive
      self.hasView = hasView
      self.parent = parent
    }
  }

  /// The routers, the root first, each before its children, children in attachment order.
  public var nodes: [Node]

  /// Creates a snapshot of `nodes`, which must be in that order and not empty.
  public init(nodes: [Node]) {
    precondition(!nodes.isEmpty, "a tree has a root")
    self.nodes = nodes
  }

  /// The root.
  public var root: Node { nodes[0] }
}
