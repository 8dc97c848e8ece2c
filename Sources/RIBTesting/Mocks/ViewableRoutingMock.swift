import RIBCore

/// A stand-in for the router of a RIB with a view: a ``RoutingMock`` with a
/// `viewControllable`.
///
/// ```swift
/// final class LoggedOutRoutingMock: ViewableRoutingMock, LoggedOutRouting {}
///
/// let loggedOut = LoggedOutRoutingMock(
///   interactable: InteractableMock(), viewControllable: ViewControllableMock())
/// ```
@preconcurrency @MainActor
open class ViewableRoutingMock: RoutingMock, ViewableRouting {
  /// Creates a mock router of `interactable` and `viewControllable`.
  public init(
    interactable: any Interactable, viewControllable: any ViewControllable = ViewControllableMock()
  ) {
    self.viewControllable = viewControllable
    super.init(interactable: interactable)
  }

  /// The RIB's view. Each set is counted in ``viewControllableSetCallCount``.
  open var viewControllable: any ViewControllable {
    didSet { viewControllableSetCallCount += 1 }
  }

  /// How many times ``viewControllable`` was set.
  public var viewControllableSetCallCount = 0
}
