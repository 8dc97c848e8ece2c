import Observation
import RIBCore

/// A navigation stack of child RIBs' views above a root view: what a SwiftUI `NavigationStack`
/// shows, kept in step with the RIB tree in both directions.
///
/// The parent's view model owns the stack; the parent's router pushes children onto it, and
/// the SwiftUI view binds its `NavigationStack` to ``path`` (`ViewStackView` does that):
///
/// ```swift
/// // RootRouter
/// func routeToDetail() {
///   let detail = detailBuilder.build(withListener: interactor)
///   attachChild(detail, pushingOnto: viewController.stack)
/// }
/// func routeBack() {
///   viewController.stack.pop()  // detaches the detail RIB
/// }
/// ```
///
/// - The router pops with ``pop()`` or ``popToRoot()``, or detaches a child with
///   `detachChild`: either way the view and the child leave together.
/// - The user goes back (the back button, the swipe): SwiftUI writes a shorter ``path``, and
///   the stack detaches the children whose views left, the top one first.
@MainActor
@Observable
public final class ViewStack {
  private var links: [PresentationLink] = []

  /// Creates an empty stack.
  public init() {}

  /// The views above the root, bottom first: what a `NavigationStack(path:)` binds to.
  ///
  /// Setting it is how the view reports the user's navigation: views no longer in it are
  /// removed (their RIBs detached, the top one first). A view that is not already on the stack
  /// cannot be added this way, since only a router can attach its RIB; such an addition is
  /// reported through ``/RIBCore/Diagnostics`` and ignored.
  public var path: [PresentedView] {
    get { links.map(\.shown) }
    set { apply(userPath: newValue) }
  }

  /// How many views are above the root.
  public var count: Int { links.count }

  /// The top view, if any.
  public var top: PresentedView? { links.last?.shown }

  /// Pushes `view`, which no router drives (routers use
  /// ``RIBCore/Routing/attachChild(_:pushingOnto:)``). `onPoppedByUser` runs when the user goes
  /// back past it.
  public func push(
    _ view: any ViewControllable, onPoppedByUser: (@MainActor () -> Void)? = nil
  ) {
    links.append(PresentationLink(view: view, onRemovedByUser: onPoppedByUser))
  }

  /// Pops the top view; detaches its RIB, if a router pushed it.
  public func pop() {
    guard let top = links.popLast() else { return }
    top.endDetachingChild()
  }

  /// Pops every view; detaches their RIBs, the top one first.
  public func popToRoot() {
    let popped = links
    links = []
    for link in popped.reversed() { link.endDetachingChild() }
  }

  /// Pushes `child`'s view for `parent`, which has just attached it.
  func push(_ child: any ViewableRouting, attachedTo parent: any Routing) {
    links.append(
      PresentationLink(child: child, parent: parent) { [weak self] detached in
        guard let self, let index = self.links.firstIndex(where: { $0 === detached }) else {
          return
        }
        self.links.remove(at: index)
      })
  }

  private func apply(userPath: [PresentedView]) {
    let kept = Set(userPath.map(\.id))
    let removed = links.filter { !kept.contains($0.shown.id) }
    let known = Set(links.map(\.shown.id))
    let unknown = userPath.filter { !known.contains($0.id) }
    if !unknown.isEmpty {
      Diagnostics.report(
        Diagnostic(
          kind: .other,
          message: "ViewStack.path: the view tried to push \(unknown.map(\.typeName)), which no"
            + " router pushed; ignored. Send the user's action to the interactor, and let the"
            + " router attach the child with attachChild(_:pushingOnto:)."))
    }
    guard !removed.isEmpty else { return }
    links.removeAll { !kept.contains($0.shown.id) }
    for link in removed.reversed() { link.endRemovedByUser() }
  }
}
