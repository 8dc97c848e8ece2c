import RIBCore

#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

/// A stand-in for a view.
///
/// Subclass it to mock your RIB's `…ViewControllable` protocol:
///
/// ```swift
/// final class RootViewControllableMock: ViewControllableMock, RootViewControllable {
///   let presentFunction = MockFunction<ViewControllable, Void>("RootViewControllableMock.present")
///   var presentCallCount: Int { presentFunction.callCount }
///   func present(viewController: ViewControllable) { presentFunction.call(viewController) }
///
///   let dismissFunction = MockFunction<ViewControllable, Void>("RootViewControllableMock.dismiss")
///   var dismissCallCount: Int { dismissFunction.callCount }
///   func dismiss(viewController: ViewControllable) { dismissFunction.call(viewController) }
/// }
/// ```
///
/// It reports ``isShown`` to the leak detector (`ViewVisibilityReporting`), so a test can make
/// a view that stays on screen after its RIB was detached, and check that it is reported.
@preconcurrency @MainActor
open class ViewControllableMock: ViewVisibilityReporting {
  /// Creates a view, not shown unless `isShown` is `true`.
  public init(isShown: Bool = false) {
    self.isShown = isShown
  }

  /// Whether the view is shown. Each set is counted in ``isShownSetCallCount``.
  open var isShown: Bool {
    didSet { isShownSetCallCount += 1 }
  }

  /// How many times ``isShown`` was set.
  public var isShownSetCallCount = 0

  #if canImport(UIKit) && !os(watchOS)
    /// A plain view controller standing in for this view in UIKit calls.
    public private(set) lazy var uiviewController = UIViewController()
  #endif
}
