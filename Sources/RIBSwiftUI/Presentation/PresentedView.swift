import RIBCore

/// One view that a ``ViewSlot``, a ``ViewStack`` or a ``ModalPresentation`` shows: a RIB's
/// view, or any other ``/RIBCore/ViewControllable``.
///
/// It is what SwiftUI needs to drive navigation: `Hashable` for a `NavigationStack` path,
/// `Identifiable` for `sheet(item:)`. Two values are equal when they show the same view object.
/// With SwiftUI, its `view` property is the view to put on screen.
public struct PresentedView: Identifiable, Hashable {
  /// The shown view's object identity.
  public let id: ObjectIdentifier
  /// The view, as routers handle it.
  public let viewControllable: any ViewControllable
  /// The id of the RIB whose view this is (``/RIBCore/Router/routerID``), when a router shows
  /// it; `nil` for a view shown without its router.
  public let routerID: Int?
  /// The name of the view's type, e.g. `OffGameViewModel`: what tests and logs print.
  public let typeName: String

  /// Wraps `viewControllable`, shown for the RIB whose router has id `routerID`, if any.
  public init(_ viewControllable: any ViewControllable, routerID: Int? = nil) {
    self.id = ObjectIdentifier(viewControllable)
    self.viewControllable = viewControllable
    self.routerID = routerID
    self.typeName = String(describing: type(of: viewControllable))
  }

  /// Whether both show the same view object.
  public static func == (lhs: PresentedView, rhs: PresentedView) -> Bool { lhs.id == rhs.id }

  /// Hashes the view's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension PresentedView: CustomStringConvertible {
  /// The view's type name, e.g. `OffGameViewModel`.
  public var description: String { typeName }
}
