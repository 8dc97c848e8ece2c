#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A view that routers can present and dismiss.
  ///
  /// Each RIB declares what its router needs from a view, e.g.
  /// `protocol RootViewControllable: ViewControllable { func present(_ view: ViewControllable) }`,
  /// and its view adopts it: a `UIViewController` on iOS, a terminal screen in the example.
  ///
  /// On UIKit platforms, as upstream, every view hands out its ``uiviewController``; a
  /// `UIViewController` subclass gets it for free:
  ///
  /// ```swift
  /// func present(viewController: ViewControllable) {
  ///   present(viewController.uiviewController, animated: true, completion: nil)
  /// }
  /// ```
  @preconcurrency @MainActor
  public protocol ViewControllable: AnyObject {
    /// The view as a `UIViewController`, for UIKit's presentation methods.
    var uiviewController: UIViewController { get }
  }

  extension ViewControllable where Self: UIViewController {
    /// The view controller itself.
    public var uiviewController: UIViewController { self }
  }
#else
  /// A view that routers can present and dismiss, with no dependency on any UI framework.
  ///
  /// Each RIB declares what its router needs from a view, e.g.
  /// `protocol RootViewControllable: ViewControllable { func present(_ view: ViewControllable) }`,
  /// and its view adopts it: a `UIViewController` on iOS (where the protocol also requires
  /// `uiviewController`, as upstream's does), a terminal screen in the example.
  @preconcurrency @MainActor
  public protocol ViewControllable: AnyObject {}
#endif
