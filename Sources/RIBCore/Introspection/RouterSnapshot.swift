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
///
/// Every operation works at any depth and costs time linear in the number of routers:
/// comparing, hashing, releasing, the text, the exports and ``init(json:)`` walk the tree with
/// a worklist, not by recursion. The `Codable` form is the exception: it nests, so it stops at
/// ``codableDepthLimit`` levels with an error.
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
  private var subtree: Subtree

  /// The children, in attachment order.
  public var children: [RouterSnapshot] {
    get { subtree.children }
    // `_modify` rather than `set`, so that `snapshot.children.append(…)` does not copy the
    // array: the storage is made unique, its array moved out for the caller and put back.
    _modify {
      if !isKnownUniquelyReferenced(&subtree) { subtree = Subtree(subtree.children) }
      var children = subtree.children
      subtree.children = []
      defer { subtree.children = children }
      yield &children
    }
  }

  /// Creates a snapshot.
  public init(
    id: Int = 0, typeName: String, isActive: Bool, hasView: Bool,
    children: [RouterSnapshot] = []
  ) {
    self.id = id
    self.typeName = typeName
    self.isActive = isActive
    self.hasView = hasView
    self.subtree = children.isEmpty ? Subtree.leaf : Subtree(children)
  }

  /// Whether the two trees have the same shape and state; ids are not compared.
  public static func == (lhs: RouterSnapshot, rhs: RouterSnapshot) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      guard
        left.typeName == right.typeName, left.isActive == right.isActive,
        left.hasView == right.hasView
      else { return false }
      // Copies of one snapshot share their children: equal without a look.
      if left.subtree === right.subtree { continue }
      let leftChildren = left.children
      let rightChildren = right.children
      guard leftChildren.count == rightChildren.count else { return false }
      pending.append(contentsOf: zip(leftChildren, rightChildren))
    }
    return true
  }

  /// Hashes what `==` compares, router by router in pre-order; the number of children of each
  /// makes the shape part of it.
  public func hash(into hasher: inout Hasher) {
    forEachNode { node, _, _, _ in
      hasher.combine(node.typeName)
      hasher.combine(node.isActive)
      hasher.combine(node.hasView)
      hasher.combine(node.children.count)
    }
  }

  /// Whether the RIB has no view of its own.
  public var isViewless: Bool { !hasView }
}

extension RouterSnapshot {
  /// A snapshot's children, in a box of their own, so that releasing a deep tree can take it
  /// apart level by level: the compiler's release of nested arrays recurses once per level and
  /// overflows the stack at depths that RIB trees reach.
  private final class Subtree: @unchecked Sendable {
    // @unchecked: `children` is written only while the box is uniquely referenced (the
    // copy-on-write in `RouterSnapshot.children`, and `deinit`).
    var children: [RouterSnapshot]

    /// The box of every snapshot made without children; never written, as it is never unique.
    static let leaf = Subtree([])

    init(_ children: [RouterSnapshot]) { self.children = children }

    deinit {
      guard !children.isEmpty else { return }
      var pending = children
      children = []
      // A node whose box nobody else holds gives up its children to the worklist before it is
      // released, so its release releases nothing below it.
      while var node = pending.popLast() {
        if isKnownUniquelyReferenced(&node.subtree) {
          pending.append(contentsOf: node.subtree.children)
          node.subtree.children = []
        }
      }
    }
  }
}
