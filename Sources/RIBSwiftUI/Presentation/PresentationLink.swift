import RIBCore

/// What ties one shown view to the RIB it belongs to: the child router, the router it was
/// attached to, and the registrations that tell the presentation when the child leaves.
///
/// Whichever side starts a change, the other follows: a router detaching the child (through the
/// presentation or with plain `detachChild`) removes the view, and the view removing itself
/// (the user's swipe back or dismiss gesture, written through a binding) detaches the child.
///
/// A view-less parent shows its children in a container it borrowed from a view above it, so
/// detaching that parent (or a view-less router above it, up to the first one with a view) also
/// takes the child's view away, even if the parent did not clean up its views.
@preconcurrency @MainActor
final class PresentationLink {
  let shown: PresentedView
  private(set) weak var child: (any Routing)?
  private(set) weak var parent: (any Routing)?
  private var registrations: [(token: Int, router: Weak)] = []
  /// What the view-only forms run when the user removes the view.
  private let onRemovedByUser: (@MainActor () -> Void)?

  /// A view shown for `child`, which `parent` attaches; `onLeave` runs, with this link, when
  /// anyone detaches the child, or a view-less router it hangs from, while the view is shown.
  init(
    child: any ViewableRouting, parent: any Routing,
    onLeave: @escaping @MainActor (PresentationLink) -> Void
  ) {
    shown = PresentedView(
      child.viewControllable, routerID: (child as? any RouterParentage)?.routerID)
    self.child = child
    self.parent = parent
    onRemovedByUser = nil
    // SwiftUI, not the RIB, decides when the view goes: see the guide's "What is released when".
    ViewsHeldByUIFramework.register(child.viewControllable)
    var watched: [any Routing] = [child]
    var borrower: (any Routing)? = parent
    while let router = borrower, !(router is any ViewableRouting) {
      watched.append(router)
      borrower = (router as? any RouterParentage)?.parent
    }
    registrations = watched.map { router in
      let token = DetachNotifications.notifyOnDetach(of: router) { [weak self] in
        guard let self, !self.registrations.isEmpty else { return }
        onLeave(self)
      }
      return (token, Weak(router))
    }
  }

  /// A view shown without a router.
  init(view: any ViewControllable, onRemovedByUser: (@MainActor () -> Void)?) {
    shown = PresentedView(view)
    self.onRemovedByUser = onRemovedByUser
  }

  /// The view is no longer shown, and the tree is as it should be: stop listening.
  func end() {
    for registration in registrations {
      if let router = registration.router.object {
        DetachNotifications.cancel(registration.token, for: router)
      }
    }
    registrations = []
  }

  /// The view is gone from the presentation: stop listening, then detach the child if it is
  /// still its parent's (a router that removes a view through the presentation, the user, or a
  /// view-less parent that was detached).
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

/// A router held weakly.
@preconcurrency @MainActor
final class Weak {
  private(set) weak var object: (any Routing)?
  init(_ object: any Routing) { self.object = object }
}
