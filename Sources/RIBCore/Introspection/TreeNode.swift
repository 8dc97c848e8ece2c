/// What the tree-change machinery needs from a router of this framework: its id, its parent,
/// and the observers registered on it. ``Router`` conforms; routers of other types (test mocks)
/// have no id in snapshots and report no changes.
@MainActor
protocol TreeNode: AnyObject {
  var routerID: Int { get }
  var currentParent: (any Routing)? { get }
  var treeObservers: [TreeObserver] { get set }
  /// Whether this router or an ancestor has observers, as ``TreeChanges`` last worked it out:
  /// `generation << 1 | answer`, valid while its generation is ``TreeChanges``' (0: never).
  var observedAncestryCache: UInt64 { get set }
}

/// Hands out router ids: 1, 2, 3… in creation order, for the life of the process.
@MainActor
enum RouterIDs {
  private static var last = 0

  static func next() -> Int {
    last &+= 1
    return last
  }
}
