import RIBCore

// On UIKit platforms a view is a `UIViewController`, as `ViewControllable` requires there (the
// SwiftUI stand-in check builds this root with a stand-in UIKit too).
#if canImport(UIKit)
  import UIKit

  final class RootViewController: UIViewController, RootPresentable, RootViewControllable {
    private(set) var presented: [ViewControllable] = []

    func present(viewController: ViewControllable) {
      presented.append(viewController)
    }

    func dismiss(viewController: ViewControllable) {
      presented.removeAll { $0 === viewController }
    }
  }
#else
  final class RootViewController: RootPresentable, RootViewControllable {
    private(set) var presented: [ViewControllable] = []

    func present(viewController: ViewControllable) {
      presented.append(viewController)
    }

    func dismiss(viewController: ViewControllable) {
      presented.removeAll { $0 === viewController }
    }
  }
#endif
