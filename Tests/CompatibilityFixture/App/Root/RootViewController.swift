import RIBCore

protocol RootPresentableListener: AnyObject {}

/// A plain class in place of the root `UIViewController`: it shows one presented screen and a
/// badge with the number of orders placed.
final class RootViewController: RootPresentable, RootViewControllable {

  weak var listener: RootPresentableListener?

  init() {}

  // MARK: - RootPresentable

  func show(placedOrderCount: Int) {
    ordersBadge = "\(placedOrderCount)"
  }

  // MARK: - RootViewControllable

  func present(viewController: ViewControllable) {
    presentedViewController = viewController
  }

  func dismiss(viewController: ViewControllable) {
    if presentedViewController === viewController {
      presentedViewController = nil
    }
  }

  // MARK: - UIKit stand-ins

  /// What UIKit's `presentedViewController` would be.
  private(set) var presentedViewController: ViewControllable?

  /// The tab bar badge: orders placed this session, none until the first.
  private(set) var ordersBadge: String?
}

// MARK: - OrderingViewControllable

extension RootViewController: OrderingViewControllable {}
