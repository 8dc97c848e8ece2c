/// The tree as the viewer knows it: rebuilt from each snapshot, changed by each change record.
///
/// Change records are applied to what is known; a record that does not fit (a change to a
/// router never seen, an attach under an unknown parent) is applied as well as it can be and
/// reported, and the next snapshot puts the model right.
public struct TreeModel: Sendable {
  /// A router the viewer knows, attached or not.
  public struct Node: Equatable, Sendable {
    /// The router's id, the same for its whole life.
    public var id: Int
    /// The router's type name, e.g. `OffGameRouter`.
    public var typeName: String
    /// Whether the router's interactor is active.
    public var isActive: Bool
    /// Whether the RIB has a view of its own.
    public var hasView: Bool
    /// The parent's id, or `nil` for none.
    public var parentID: Int?
    /// The children's ids, in attachment order.
    public var childIDs: [Int]
  }

  /// Every router seen, by id; detached ones stay (with their subtrees) until a snapshot, as
  /// they may be attached again.
  public private(set) var nodes: [Int: Node] = [:]
  /// The root of the tree on show.
  public private(set) var rootID: Int?
  /// The router the last change was about.
  public private(set) var lastChangedID: Int?

  /// Creates an empty model.
  public init() {}

  /// Applies `record`; returns problems found, in words (empty when it fit).
  public mutating func apply(_ record: TreeRecord) -> [String] {
    switch record {
    case .snapshot(let snapshot):
      replace(with: snapshot)
      return []
    case .change(let change):
      return apply(change)
    }
  }

  private mutating func replace(with snapshot: TreeSnapshot) {
    nodes.removeAll()
    rootID = snapshot.root.id
    for node in snapshot.nodes {
      let parentID = node.parent.map { snapshot.nodes[$0].id }
      nodes[node.id] = Node(
        id: node.id, typeName: node.typeName, isActive: node.isActive, hasView: node.hasView,
        parentID: parentID, childIDs: [])
      if let parentID { nodes[parentID]?.childIDs.append(node.id) }
    }
    // The last change stays marked while its router is still known.
    if let lastChangedID, nodes[lastChangedID] == nil { self.lastChangedID = nil }
  }

  private mutating func apply(_ change: TreeChange) -> [String] {
    var problems: [String] = []
    let isNew = nodes[change.id] == nil
    if isNew {
      nodes[change.id] = Node(
        id: change.id, typeName: change.typeName, isActive: false, hasView: change.hasView,
        parentID: nil, childIDs: [])
    }
    if rootID == nil && change.parentID == nil { rootID = change.id }
    lastChangedID = change.id
    switch change.kind {
    case .attached:
      guard let parentID = change.parentID else {
        problems.append("\(change.typeName) #\(change.id) was attached with no parent")
        break
      }
      if nodes[parentID] == nil {
        problems.append(
          "\(change.typeName) #\(change.id) was attached to #\(parentID), which this viewer has"
            + " not seen; waiting for the next snapshot")
        break
      }
      detachFromParent(change.id)
      nodes[change.id]?.parentID = parentID
      nodes[parentID]?.childIDs.append(change.id)
    case .detached:
      if nodes[change.id]?.parentID == nil {
        problems.append(
          "\(change.typeName) #\(change.id) was detached but was not attached here")
      }
      detachFromParent(change.id)
    case .activated, .deactivated, .loaded:
      if isNew && change.parentID != nil {
        problems.append(
          "\(change.typeName) #\(change.id) was \(change.kind.rawValue) before this viewer saw"
            + " it attached; waiting for the next snapshot")
      }
      if change.kind != .loaded { nodes[change.id]?.isActive = change.kind == .activated }
    }
    return problems
  }

  private mutating func detachFromParent(_ id: Int) {
    guard let parentID = nodes[id]?.parentID else { return }
    nodes[parentID]?.childIDs.removeAll { $0 == id }
    nodes[id]?.parentID = nil
  }

  /// The ids from the root to the last changed router, if it is in the tree on show (a
  /// detached router's path is its former parent's).
  public func pathToLastChange(formerParentID: Int? = nil) -> [Int] {
    guard let start = lastChangedID else { return [] }
    var path: [Int] = []
    var cursor: Int? = start
    var seen = Set<Int>()
    while let id = cursor, let node = nodes[id], seen.insert(id).inserted {
      path.append(id)
      cursor = node.parentID
    }
    guard let top = path.last, top == rootID else {
      guard let formerParentID, formerParentID != start else { return [] }
      var fromParent = pathToNode(formerParentID)
      if !fromParent.isEmpty { fromParent.append(start) }
      return fromParent
    }
    return path.reversed()
  }

  private func pathToNode(_ id: Int) -> [Int] {
    var path: [Int] = []
    var cursor: Int? = id
    var seen = Set<Int>()
    while let current = cursor, let node = nodes[current], seen.insert(current).inserted {
      path.append(current)
      cursor = node.parentID
    }
    return path.last == rootID ? path.reversed() : []
  }

  /// The tree on show, without detached routers.
  public var tree: TreeSnapshot? {
    guard let rootID, let root = nodes[rootID] else { return nil }
    // Depth first with an explicit stack, children in order; a cycle from inconsistent records
    // is cut.
    var result: [TreeSnapshot.Node] = []
    var visited: Set<Int> = []
    var pending: [(id: Int, parent: Int?)] = [(root.id, nil)]
    while let (id, parent) = pending.popLast() {
      guard let node = nodes[id], visited.insert(id).inserted else { continue }
      result.append(
        TreeSnapshot.Node(
          id: node.id, typeName: node.typeName, isActive: node.isActive, hasView: node.hasView,
          parent: parent))
      let index = result.count - 1
      pending += node.childIDs.reversed().map { ($0, index) }
    }
    return TreeSnapshot(nodes: result)
  }
}
