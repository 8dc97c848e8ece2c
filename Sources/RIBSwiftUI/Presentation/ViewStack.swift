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
///
/// A pushed RIB that pushes children of its own borrows the stack it was pushed onto (lend it
/// through the child's dependency), as SwiftUI has one `NavigationStack` per stack of screens.
/// When such a RIB leaves the stack, the views its subtree pushed above it leave too, and those
/// RIBs are detached, the top one first.
@preconcurrency @MainActor
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
    endLeaving([top])
  }

  /// Pops every view; detaches their RIBs, the top one first.
  public func popToRoot() {
    let popped = links
    links = []
    endLeaving(popped)
  }

  /// Pushes `child`'s view for `parent`, which is about to attach it.
  func push(_ child: any ViewableRouting, attachedTo parent: any Routing) -> PresentationLink {
    let link = PresentationLink(child: child, parent: parent) { [weak self] leaving in
      self?.remove(leaving)
    }
    links.append(link)
    return link
  }

  /// Takes `link`'s view away without detaching anything: its RIB could not be attached.
  func withdraw(_ link: PresentationLink) {
    guard let index = links.lastIndex(where: { $0 === link }) else { return }
    links.remove(at: index)
    link.end()
  }

  /// Removes `leaving`, whose RIB was detached, with the views its subtree pushed above it
  /// (a pushed RIB that pushes its own children onto the stack it was shown in): they cannot
  /// stay above a view that is gone. Their RIBs are detached, the top one first.
  private func remove(_ leaving: PresentationLink) {
    guard let index = links.lastIndex(where: { $0 === leaving }) else { return }
    let above = links[(index + 1)...]
    guard let child = leaving.child, !above.isEmpty else {
      links.remove(at: index)
      endLeaving([leaving])
      return
    }
    let hanging = Self.hangs(above, from: child)
    var removed = [leaving]
    var kept = Array(links[..<index])
    for (link, hangs) in zip(above, hanging) {
      if hangs { removed.append(link) } else { kept.append(link) }
    }
    links = kept
    endLeaving(removed)
  }

  /// For each of `candidates`, whether its RIB was attached by `router` or by one of its
  /// descendants. Each router on the way up is visited once for all candidates, so a chain of
  /// RIBs that pushed each other costs its length, not its length squared.
  private static func hangs(
    _ candidates: ArraySlice<PresentationLink>, from router: any Routing
  ) -> [Bool] {
    var known: [ObjectIdentifier: Bool] = [ObjectIdentifier(router): true]
    var visited: [ObjectIdentifier] = []
    return candidates.map { link in
      visited.removeAll(keepingCapacity: true)
      var answer = false
      var current = link.parent
      while let ancestor = current {
        let id = ObjectIdentifier(ancestor)
        if let found = known[id] {
          answer = found
          break
        }
        visited.append(id)
        current = (ancestor as? any RouterParentage)?.parent
      }
      for id in visited { known[id] = answer }
      if let child = link.child { known[ObjectIdentifier(child)] = answer }
      return answer
    }
  }

  /// Detaches the RIBs of `leaving`, which left the stack (bottom first), the top one first.
  private func endLeaving(_ leaving: [PresentationLink], byUser: Bool = false) {
    for link in leaving.reversed() {
      if byUser { link.endRemovedByUser() } else { link.endDetachingChild() }
    }
  }

  private func apply(userPath: [PresentedView]) {
    // SwiftUI only ever shortens the path (back, swipe back, a long press on back): keep the
    // longest common prefix, so that a view pushed twice is told apart by its position.
    var kept = 0
    while kept < min(userPath.count, links.count), userPath[kept].id == links[kept].shown.id {
      kept += 1
    }
    // Anything past the common prefix was added by the view (a `NavigationLink(value:)`),
    // even a view already on the stack further down: reported, in every build, and ignored.
    let added = userPath.dropFirst(kept)
    if !added.isEmpty {
      Diagnostics.report(
        Diagnostic(
          kind: .viewShowedUnroutedRIB,
          message: "ViewStack.path: the view tried to push \(added.map(\.typeName)), which no"
            + " router pushed there; ignored. Send the user's action to the interactor (a"
            + " Button, not a NavigationLink(value:)), and let the router attach the child with"
            + " attachChild(_:pushingOnto:)."))
    }
    guard kept < links.count else { return }
    let removed = Array(links[kept...])
    links.removeSubrange(kept...)
    endLeaving(removed, byUser: true)
  }
}
