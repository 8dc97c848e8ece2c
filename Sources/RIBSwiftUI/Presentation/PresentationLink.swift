import RIBCore

/// What ties one shown view to the RIB it belongs to: the child router, the router it was
/// attached to, and the registration that tells the presentation when the child is detached.
///
/// Whichever side starts a change, the other follows: a router detaching the child (through the
/// presentation or with plain `detachChild`) removes the view, and the view removing itself
/// (the user's swipe back or dismiss gesture, written through a binding) detaches the child.
@MainActor
final class PresentationLink {
  let shown: PresentedView
  private weak var child: (any Routing)?
  private weak var parent: (any Routing)?
  private var detachToken: Int?
  /// What the view-only forms run when the user removes the view.
  private let onRemovedByUser: (@MainActor () -> Void)?

  /// A view shown for `child`, a child of `parent`; `onDetach` runs, with this link, when
  /// anyone detaches the child while the view is shown.
  init(
    child: any ViewableRouting, parent: any Routing,
    onDetach: @escaping @MainActor (PresentationLink) -> Void
  ) {
    shown = PresentedView(child.viewControllable, routerID: (child as? any RouterIdentified)?.id)
    self.child = child
    self.parent = parent
    onRemovedByUser = nil
    detachToken = DetachNotifications.notifyOnDetach(of: child) { [weak self] in
      guard let self else { return }
      self.detachToken = nil
      onDetach(self)
    }
  }

  /// A view shown without a router.
  init(view: any ViewControllable, onRemovedByUser: (@MainActor () -> Void)?) {
    shown = PresentedView(view)
    self.onRemovedByUser = onRemovedByUser
  }

  /// The view is no longer shown because the router side changed the tree or the presentation:
  /// stop listening for the detach.
  func end() {
    if let detachToken, let child { DetachNotifications.cancel(detachToken, for: child) }
    detachToken = nil
  }

  /// The view is gone from the presentation: stop listening, then detach the child if it is
  /// still its parent's (a router that removes a view through the presentation, or the user).
  func endDetachingChild() {
    end()
    if let child, let parent, parent.isAttached(child, to: parent) {
      parent.detachChild(child)
    }
  }

  /// The user removed the view: as ``endDetachingChild()``, and tell a view-only presentation.
  func endRemovedByUser() {
    endDetachingChild()
    onRemovedByUser?()
  }
}

/// A router's id and parent without knowing its interactor type.
@MainActor
protocol RouterIdentified: AnyObject {
  var id: Int { get }
  var currentParent: (any Routing)? { get }
}

extension Router: RouterIdentified {
  var id: Int { routerID }
  var currentParent: (any Routing)? { parent }
}
