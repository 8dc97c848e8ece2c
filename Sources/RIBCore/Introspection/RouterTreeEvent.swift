/// A change to a RIB tree: a router attached, detached, loaded, or its interactor activated or
/// deactivated.
///
/// Observe the changes under any router with
/// ``/RIBCore/Routing/observeTreeChanges(_:)``; ``json`` is the event as one line of the
/// JSON Lines stream described in <doc:InspectingTheTree>.
///
/// ```swift
/// let observation = rootRouter.observeTreeChanges { event in
///   print(event.kind, event.typeName, event.routerID)
/// }
/// // attached LoggedInRouter 5, activated LoggedInRouter 5, loaded LoggedInRouter 5, …
/// observation.dispose()
/// ```
public struct RouterTreeEvent: Sendable, Hashable {
  /// What happened to the router.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The router was appended to its parent's children. Its interactor is not active yet.
    case attached
    /// The router was removed from its parent's children, after its subtree deactivated.
    case detached
    /// The router's interactor became active.
    case activated
    /// The router's interactor became inactive.
    case deactivated
    /// The router loaded: this comes once in its life, before the children it attaches in
    /// `didLoad()`.
    case loaded
  }

  /// What happened.
  public var kind: Kind
  /// The router's ``/RIBCore/Router/routerID``, the same as its id in snapshots.
  public var routerID: Int
  /// The router's type name, e.g. `OffGameRouter`.
  public var typeName: String
  /// The id of the router's parent (for ``Kind/detached``, the parent it left), or `nil` for
  /// a router with no parent.
  public var parentID: Int?
  /// Whether the RIB has a view of its own (its router is a ``ViewableRouting``).
  public var hasView: Bool

  /// Creates an event.
  public init(kind: Kind, routerID: Int, typeName: String, parentID: Int?, hasView: Bool) {
    self.kind = kind
    self.routerID = routerID
    self.typeName = typeName
    self.parentID = parentID
    self.hasView = hasView
  }
}
