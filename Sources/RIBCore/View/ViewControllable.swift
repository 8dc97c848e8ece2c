/// A view that routers can present and dismiss, with no dependency on any UI framework.
///
/// Each RIB declares what its router needs from a view, e.g.
/// `protocol RootViewControllable: ViewControllable { func present(_ view: ViewControllable) }`,
/// and its view adopts it: a `UIViewController` on iOS, a terminal screen in the example.
@MainActor
public protocol ViewControllable: AnyObject {}

#if canImport(UIKit)
  import UIKit

  extension ViewControllable where Self: UIViewController {
    /// The view as a `UIViewController`.
    public var uiviewController: UIViewController { self }
  }
#endif
