/// What the tree-change machinery needs from a router of this framework: its id, its parent,
/// and the observers registered on it. ``Router`` conforms; routers of other types (test mocks)
/// have no id in snapshots and report no changes.
@preconcurrency @MainActor
protocol TreeNode: AnyObject {
  var routerID: Int { get }
  var currentParent: (any Routing)? { get }
  var treeObservers: [TreeObserver] { get set }
  /// The generation of ``TreeChanges`` in which `nearestObservedCache` was worked out; it is
  /// valid while that is the current one (0: never).
  var observedAncestryCache: UInt64 { get set }
  /// The nearest router, this one or an ancestor, that has observers, as ``TreeChanges`` last
  /// worked it out; `nil` if there is none. Weak: an observed router that goes away bumps the
  /// generation anyway.
  var nearestObservedCache: (any TreeNode)? { get set }
}

/// Hands out router ids: 1, 2, 3… in creation order, for the life of the process.
@preconcurrency @MainActor
enum RouterIDs {
  private static var last = 0

  static func next() -> Int {
    last &+= 1
    return last
  }
}
