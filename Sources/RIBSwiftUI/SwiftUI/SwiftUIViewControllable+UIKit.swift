#if canImport(SwiftUI) && canImport(UIKit)
  import RIBCore
  import SwiftUI
  import UIKit

  extension SwiftUIViewControllable {
    /// A `UIHostingController` of the view model's view, made the first time it is asked for
    /// and the same one after that: what UIKit parents present.
    public var uiviewController: UIViewController { HostingControllers.controller(for: self) }
  }

  /// The hosting controller of each SwiftUI view model that a UIKit parent asked for, kept
  /// while the view model lives. The hosted view holds the view model weakly, so the table
  /// does not keep it alive.
  @MainActor
  enum HostingControllers {
    private struct Entry {
      weak var owner: AnyObject?
      let controller: UIViewController
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func controller(for owner: some SwiftUIViewControllable) -> UIViewController {
      let key = ObjectIdentifier(owner)
      if let entry = entries[key], entry.owner === owner { return entry.controller }
      entries = entries.filter { $0.value.owner != nil }
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
