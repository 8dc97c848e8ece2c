import RIBCore

/// Attaching a child RIB and showing its view in one step, so that the tree and the screen
/// agree from the start. Detach with `detachChild` as usual, or through the presentation
/// (``ViewSlot/clear()``, ``ViewStack/pop()``, ``ModalPresentation/dismiss()``): the view and
/// the RIB leave together either way, and when the user removes the view, the RIB is detached.
///
/// The view takes its place before the child is attached, so routing that the child's
/// activation starts (a deep link pushing the next screen) lands above it.
extension Routing {
  /// Attaches `child` and shows its view in `slot`, in place of (and after detaching) the RIB
  /// the slot showed.
  ///
  /// ```swift
  /// attachChild(offGame, in: viewController.content)
  /// ```
  ///
  /// If `child` cannot be attached (it is attached already, or is this router or one of its
  /// ancestors), that is reported through ``/RIBCore/Diagnostics`` and the slot is left as it
  /// was.
  public func attachChild(_ child: any ViewableRouting, in slot: ViewSlot) {
    guard canAttach(child) else { return }
    slot.clear()
    // Detaching what the slot showed ran callbacks, which may have attached `child`.
    guard canAttach(child) else { return }
    attach(child, shownBy: slot.show(child, attachedTo: self), withdrawingFrom: slot.withdraw)
  }

  /// Attaches `child` and pushes its view onto `stack`.
  ///
  /// ```swift
  /// attachChild(detail, pushingOnto: viewController.stack)
  /// ```
  public func attachChild(_ child: any ViewableRouting, pushingOnto stack: ViewStack) {
    guard canAttach(child) else { return }
    attach(child, shownBy: stack.push(child, attachedTo: self), withdrawingFrom: stack.withdraw)
  }

  /// Attaches `child` and presents its view in `presentation`, as a sheet unless `style` says
  /// otherwise, in place of (and after detaching) the RIB it presented.
  ///
  /// ```swift
  /// attachChild(rules, presentingIn: viewController.modal, style: .sheet)
  /// ```
  public func attachChild(
    _ child: any ViewableRouting, presentingIn presentation: ModalPresentation,
    style: ModalPresentation.Style = .sheet
  ) {
    guard canAttach(child) else { return }
    presentation.dismiss()
    guard canAttach(child) else { return }
    attach(
      child, shownBy: presentation.present(child, attachedTo: self, style: style),
      withdrawingFrom: presentation.withdraw)
  }

  /// Attaches `child` and adds its view to `tabs` as the last tab, selected if `selecting` is
  /// `true` or if it is the first tab.
  ///
  /// ```swift
  /// attachChild(feed, asTabIn: viewController.tabs)
  /// ```
  public func attachChild(
    _ child: any ViewableRouting, asTabIn tabs: ViewTabs, selecting: Bool = false
  ) {
    guard canAttach(child) else { return }
    attach(
      child, shownBy: tabs.add(child, attachedTo: self, selecting: selecting),
      withdrawingFrom: tabs.withdraw)
  }

  /// Attaches `child`, whose view `link` shows already; takes the view back if the child is
  /// not attached afterwards (`attachChild` reported why, or a callback detached it at once).
  private func attach(
    _ child: any ViewableRouting, shownBy link: PresentationLink,
    withdrawingFrom withdraw: (PresentationLink) -> Void
  ) {
    attachChild(child)
    if !isAttached(child, to: self) { withdraw(link) }
  }

  /// Whether `child` may be attached here; if not, `attachChild` reports why (and changes
  /// nothing), and nothing is shown or replaced.
  private func canAttach(_ child: any ViewableRouting) -> Bool {
    var refused = child === self || isAttached(child, to: nil)
    // Only a router with children can be an ancestor: pushing a new leaf, however deep, does
    // not walk up the tree.
    if !refused, !child.children.isEmpty {
      var ancestor = (self as? any RouterParentage)?.parent
      while !refused, let router = ancestor {
        refused = router === child
        ancestor = (router as? any RouterParentage)?.parent
      }
    }
    if refused { attachChild(child) }
    return !refused
  }
}

extension Routing {
  /// Whether `child` is attached to `parent`, or to any router if `parent` is `nil`. Asks the
  /// child when it is a ``/RIBCore/Router`` (one lookup); looks through this router's children
  /// otherwise.
  func isAttached(_ child: any Routing, to parent: (any Routing)?) -> Bool {
    if let child = child as? any RouterParentage {
      guard let actual = child.parent else { return false }
      return parent.map { $0 === actual } ?? true
    }
    return children.contains { $0 === child }
  }
}
