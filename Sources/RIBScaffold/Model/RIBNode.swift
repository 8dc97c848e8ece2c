/// One RIB to write, with what the templates need to know about its surroundings: its parent,
/// and the children written with it (from an outline).
struct RIBNode {
  let name: RIBName
  let isViewless: Bool
  /// Whether its view is a SwiftUI view, shown by an `@Observable` view model (`…ViewModel`)
  /// that is its presentable, instead of a view controller.
  var isSwiftUI = false
  let parent: ParentInfo?
  let children: [RIBNode]
  /// The line of the outline the RIB is on, if it comes from one.
  var line: Int? = nil

  /// The view-less RIB borrows the view of a view-less parent: it shows its children on the
  /// same view, so it names that view's protocol instead of declaring its own.
  var borrowedViewProtocol: String? {
    guard isViewless, case .viewControllable(_, let protocolName)? = parent?.view else {
      return nil
    }
    return protocolName
  }

  /// Whether the view this RIB shows its children on must present and dismiss their views:
  /// a child has a view, or a view-less child shows its children's views on it. A SwiftUI
  /// RIB's view model then has a slot, `content`, which it also lends its view-less children.
  var needsPresent: Bool {
    if isSwiftUI { return !children.isEmpty }
    return children.contains { !$0.isViewless || $0.needsPresent }
  }

  /// Whether this view-less RIB is lent a slot of a SwiftUI view (its parent's, or the one its
  /// view-less parent was lent), where it shows its children with `attachChild(_:in:)`, as
  /// RIBs with SwiftUI lends Account Home's slot.
  var isLentSlot: Bool {
    guard isViewless, case .slot? = parent?.view else { return false }
    return true
  }

  /// The property, in this RIB's dependency and component, that holds the slot it is lent.
  var slotProperty: String { name.lower + "Slot" }

  /// The property, in this RIB's component, that holds the view its view-less children borrow.
  var viewProperty: String { name.lower + (isSwiftUI ? "ViewModel" : "ViewController") }

  /// The class of this RIB's view: `…ViewController`, or `…ViewModel` for a SwiftUI RIB.
  var viewClass: String { name.upper + (isSwiftUI ? "ViewModel" : "ViewController") }

  /// What a child written with this RIB knows of it as a parent.
  func asParent(directory: String) -> ParentInfo {
    let view: ParentView
    if isLentSlot {
      view = .slot(expression: slotProperty)
    } else if isViewless {
      view = .viewControllable(
        property: viewProperty, protocolName: name.upper + "ViewControllable")
    } else if isSwiftUI {
      view = .slot(expression: viewProperty + ".content")
    } else {
      view = .viewController(property: viewProperty, className: viewClass)
    }
    return ParentInfo(name: name, directory: directory, view: view, isNew: true)
  }

  /// This RIB and its descendants, parents first.
  var allNodes: [RIBNode] { [self] + children.flatMap(\.allNodes) }
}

/// The parent of a RIB, existing or written in the same run.
struct ParentInfo {
  let name: RIBName
  /// The folder of the parent's component, where `ParentComponent+Child.swift` goes.
  let directory: String
  /// How the parent's component exposes the parent's view, for view-less children.
  let view: ParentView
  /// Whether the parent is written in the same run, already wired to its children.
  let isNew: Bool
  /// What an existing parent declares, which the printed wiring fits.
  var declarations = ParentDeclarations()

  /// Whether the parent is a view-less RIB lent a slot, which its router shows its children in
  /// (a SwiftUI parent lends a slot of a view model it has).
  var isLentSlot: Bool {
    guard case .slot = view else { return false }
    return declarations.viewModel == nil && declarations.viewController == nil
  }
}

/// How a parent's component exposes the view that its view-less children borrow.
enum ParentView {
  /// A property holding the parent's own view, a class: `let rootViewController: RootViewController`.
  case viewController(property: String, className: String)
  /// A property holding the view the parent borrowed itself, a protocol.
  case viewControllable(property: String, protocolName: String)
  /// A slot of a SwiftUI view, which the parent's component reaches with `expression`: the
  /// `ViewSlot` of a SwiftUI parent's view model, or the one a view-less parent was lent.
  case slot(expression: String)
  /// None found.
  case none
}
