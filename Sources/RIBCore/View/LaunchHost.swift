/// Where a root RIB's view is shown: a window, a terminal, a test double.
///
/// ``LaunchRouter/launch(from:)`` hands the root view to the host, then starts the tree.
///
/// ```swift
/// final class Terminal: LaunchHost {
///   func show(rootViewControllable: ViewControllable) { /* draw it */ }
/// }
/// ```
@preconcurrency @MainActor
public protocol LaunchHost: AnyObject {
  /// Makes `rootViewControllable` the content of the host.
  func show(rootViewControllable: ViewControllable)
}
