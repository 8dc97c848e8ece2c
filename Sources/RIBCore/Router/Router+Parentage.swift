/// What the other libraries of this package read of a ``Router`` without knowing its interactor
/// type: its id and the router it is attached to. RIBSwiftUI follows a shown view's RIB up the
/// tree with it (which container a view-less RIB borrowed, whether one RIB hangs from another).
///
/// Not public: apps read ``Router/parent`` and ``Router/routerID`` on the router itself.
@preconcurrency @MainActor
package protocol RouterParentage: AnyObject {
  /// The router's ``Router/routerID``.
  var routerID: Int { get }
  /// The router this one is attached to, if any.
  var parent: (any Routing)? { get }
}

extension Router: RouterParentage {}
