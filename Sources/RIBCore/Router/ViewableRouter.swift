/// A router whose RIB has a view.
@preconcurrency @MainActor
public protocol ViewableRouting: Routing {
  /// The RIB's view.
  var viewControllable: any ViewControllable { get }
}

/// A router for a RIB with a view: it owns the view, which its parent presents.
///
/// As upstream's, it checks with the ``LeakDetector`` that the view disappears whenever the
/// interactor deactivates (the parent detached the RIB), and that the view is released when
/// the router is.
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
@preconcurrency @MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>,
  ViewableRouting
{
  /// The RIB's view, with the RIB's own type.
  public let viewController: ViewControllerType

  // `nonisolated(unsafe)`: the deinit hands it to the main actor; the reference never changes,
  // and everything done with it is main-actor isolated by `ViewControllable` itself.
  /// The RIB's view, as parents present it.
  public nonisolated(unsafe) let viewControllable: any ViewControllable

  /// The check that the view disappears, started whenever the router is loaded with, or sees,
  /// its interactor inactive, and withdrawn when the interactor activates, as upstream's
  /// `ViewableRouter` does: a RIB that was detached but is kept (a cached router) must not
  /// leave its view on screen. `nonisolated(unsafe)`: written on the main actor only, and read
  /// by the deinit, when nothing else can reach it.
  private nonisolated(unsafe) var viewDisappearance: (any LeakDetectionHandle)?

  /// Creates a router for `interactor` and `viewController`, which must conform to
  /// ``ViewControllable``; if it does not, that is reported through ``Diagnostics`` and parents
  /// get an empty placeholder.
  public init(interactor: InteractorType, viewController: ViewControllerType) {
    self.viewController = viewController
    if let viewControllable = viewController as? any ViewControllable {
      self.viewControllable = viewControllable
    } else {
      // Reported rather than trapped (the type is only known at run time); parents present an
      // empty placeholder.
      Diagnostics.report(
        Diagnostic(
          kind: .other,
          message: "ViewableRouter(interactor:viewController:): \(ViewControllerType.self) does"
            + " not conform to ViewControllable, so parents cannot present it; they get an empty"
            + " placeholder instead. Make the view type conform to ViewControllable."))
      self.viewControllable = PlaceholderViewControllable()
    }
    super.init(interactor: interactor)
  }

  override func didFollowActiveness(_ isActive: Bool) {
    viewDisappearance?.cancel()
    viewDisappearance = nil
    guard !isActive else { return }
    viewDisappearance = leakDetector.expectViewControllerDisappear(
      viewController: viewControllable)
  }

  deinit {
    let state = TeardownState(
      (
        viewControllable: viewControllable, leakDetector: leakDetector,
        owner: type(of: self) as AnyObject.Type, deactivationCheck: viewDisappearance
      ))
    MainActorTeardown.run {
      guard let state = state.take() else { return }
      // The deactivation's check, while pending, covers the view; one that already ran says
      // nothing about the view shown since.
      if (state.deactivationCheck as? ExpectationHandle)?.isPending != true {
        state.deactivationCheck?.cancel()
        state.leakDetector.expectViewControllerDisappear(viewController: state.viewControllable)
      }
      state.leakDetector.expectDeallocate(
        object: state.viewControllable, source: .owner(state.owner))
    }
  }
}

#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// What a ``ViewableRouter`` presents when its view type does not conform to
  /// `ViewControllable`: an empty view controller.
  private final class PlaceholderViewControllable: UIViewController, ViewControllable {}
#else
  /// What a ``ViewableRouter`` presents when its view type does not conform to
  /// `ViewControllable`.
  private final class PlaceholderViewControllable: ViewControllable {}
#endif
