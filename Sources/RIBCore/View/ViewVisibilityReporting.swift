/// A view that can tell whether it is shown, so the leak detector can check that it
/// disappeared.
///
/// In UIKit, "disappeared" means the view is no longer in a window. A platform-neutral view
/// cannot be asked that, so this framework defines it: a view has disappeared when it has been
/// deallocated, or when it adopts this protocol and reports `isShown == false`. A view that is
/// alive and does not adopt it cannot be judged and is never reported.
///
/// ```swift
/// final class BoardScreen: ViewVisibilityReporting {
///   private(set) var isShown = false
///   func present(on terminal: Terminal) { isShown = true }
///   func dismiss() { isShown = false }
/// }
/// ```
@preconcurrency @MainActor
public protocol ViewVisibilityReporting: ViewControllable {
  /// Whether the view is currently shown to the user.
  var isShown: Bool { get }
}
