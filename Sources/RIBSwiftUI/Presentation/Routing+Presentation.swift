import RIBCore

/// Attaching a child RIB and showing its view in one step, so that the tree and the screen
/// agree from the start. Detach with `detachChild` as usual, or through the presentation
/// (``ViewSlot/clear()``, ``ViewStack/pop()``, ``ModalPresentation/dismiss()``): the view and
/// the RIB leave together either way, and when the user removes the view, the RIB is detached.
extension Routing {
  /// Attaches `child` and shows its view in `slot`, in place of (and after detaching) the RIB
  /// the slot showed.
  ///
  /// ```swift
  /// attachChild(offGame, in: viewController.content)
  /// ```
  ///
  /// If `child` cannot be attached (it is attached already; see `attachChild`), that is
  /// reported through ``/RIBCore/Diagnostics`` and the slot is left as it was.
  public func attachChild(_ child: any ViewableRouting, in slot: ViewSlot) {
    guard canAttach(child) else { return }
    slot.clear()
    guard attachReportingFailure(child) else { return }
    slot.show(child, attachedTo: self)
  }

  /// Attaches `child` and pushes its view onto `stack`.
  ///
  /// ```swift
  /// attachChild(detail, pushingOnto: viewController.stack)
  /// ```
  public func attachChild(_ child: any ViewableRouting, pushingOnto stack: ViewStack) {
    guard canAttach(child), attachReportingFailure(child) else { return }
    stack.push(child, attachedTo: self)
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
    guard attachReportingFailure(child) else { return }
    presentation.present(child, attachedTo: self, style: style)
  }

  /// Whether `child` is free to attach; if not, `attachChild` reports why (it changes
  /// nothing then), and nothing is shown or replaced.
  private func canAttach(_ child: any ViewableRouting) -> Bool {
    let attached = isAttached(child, to: nil)
    if attached { attachChild(child) }
    return !attached
  }

  /// Attaches `child`; whether it is a child afterwards (`attachChild` reports misuse, and a
  /// lifecycle callback may detach the child at once).
  private func attachReportingFailure(_ child: any ViewableRouting) -> Bool {
    attachChild(child)
    return isAttached(child, to: self)
  }
}

extension Routing {
  /// Whether `child` is attached to `parent`, or to any router if `parent` is `nil`. Asks the
  /// child when it is a ``/RIBCore/Router`` (one lookup); looks through this router's children
  /// otherwise.
  func isAttached(_ child: any Routing, to parent: (any Routing)?) -> Bool {
    if let child = child as? any RouterIdentified {
      guard let actual = child.currentParent else { return false }
      return parent.map { $0 === actual } ?? true
    }
    return children.contains { $0 === child }
  }
}
