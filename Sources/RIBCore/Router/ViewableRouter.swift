/// A router whose RIB has a view.
@MainActor
public protocol ViewableRouting: Routing {
  /// The RIB's view.
  var viewControllable: any ViewControllable { get }
}

/// A router for a RIB with a view: it owns the view, which its parent presents.
///
/// ```swift
/// final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>,
///   OffGameRouting
/// {
///   override init(interactor: OffGameInteractable, viewController: OffGameViewControllable) {
///     super.init(interactor: interactor, viewController: viewController)
///     interactor.router = self
///   }
/// }
/// ```
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>,
  ViewableRouting
{
  /// The RIB's view, with the RIB's own type.
  public let viewController: ViewControllerType

  /// The RIB's view, as parents present it.
  public let viewControllable: any ViewControllable

  /// Creates a router for `interactor` and `viewController`, which must conform to
  /// ``ViewControllable``.
  public init(interactor: InteractorType, viewController: ViewControllerType) {
    self.viewController = viewController
    guard let viewControllable = viewController as? any ViewControllable else {
      preconditionFailure(
        "\(ViewControllerType.self) must conform to ViewControllable to be a router's view")
    }
    self.viewControllable = viewControllable
    super.init(interactor: interactor)
  }

  isolated deinit {
    leakDetector.expectViewControllerDisappear(viewController: viewControllable)
    leakDetector.expectDeallocate(object: viewControllable)
  }
}
