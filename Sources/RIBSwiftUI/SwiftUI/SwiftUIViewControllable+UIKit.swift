#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import RIBCore
  import SwiftUI
  import UIKit

  extension SwiftUIViewControllable {
    /// A `UIHostingController` of the view model's view, made the first time it is asked for
    /// and the same one after that: what UIKit parents present.
    public var uiviewController: UIViewController { HostingControllers.controller(for: self) }
  }

  /// The hosting controller of each SwiftUI view model that a UIKit parent asked for, while
  /// something else keeps it: the UIKit hierarchy that presents it, or the parent between
  /// asking and presenting. Held weakly, so that neither the table nor the view model keeps a
  /// dismissed controller (and the view model its view holds) alive; asked for again after
  /// that, a view model gets a new one.
  @preconcurrency @MainActor
  enum HostingControllers {
    private struct Entry {
      weak var owner: AnyObject?
      weak var controller: UIViewController?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func controller(for owner: some SwiftUIViewControllable) -> UIViewController {
      let key = ObjectIdentifier(owner)
      if let entry = entries[key], entry.owner === owner, let controller = entry.controller {
        return controller
      }
      entries = entries.filter { $0.value.owner != nil && $0.value.controller != nil }
      let controller = UIHostingController(rootView: WeaklyHeldView(owner))
      entries[key] = Entry(owner: owner, controller: controller)
      return controller
    }
  }

  /// A view model's view that does not keep the view model alive.
  struct WeaklyHeldView<Owner: SwiftUIViewControllable>: View {
    private weak var owner: Owner?

    init(_ owner: Owner) { self.owner = owner }

    var body: some View {
      if let owner {
        owner.makeView()
      }
    }
  }
#endif
