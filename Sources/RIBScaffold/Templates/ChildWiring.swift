/// The code a parent needs for one child: the same lines whether the parent is written in the
/// same run or exists already (then new-rib prints them for the user to add).
struct ChildWiring {
  let child: RIBName
  let childIsViewless: Bool
  /// How the parent's view shows and hides a child's view: as it declares it, for an existing
  /// parent; upstream's `present(viewController:)` for one new-rib writes.
  var presentMethods = ParentDeclarations.PresentMethods.upstream
  /// Where the parent shows the child's SwiftUI view, if it has a place for one: then attaching
  /// shows the view, and detaching takes it away.
  var presentation: ParentDeclarations.PresentationProperty? = nil
  /// Whether the parent is a view-less RIB lent a slot (its router's `slot`), where it shows
  /// the child's view.
  var attachesInLentSlot = false

  var builderProperty: String { child.lower + "Builder" }
  var builderParameter: String { "\(builderProperty): \(child.upper)Buildable" }
  var builderDeclaration: String { "private let \(builderParameter)" }
  var builderAssignment: String { "self.\(builderProperty) = \(builderProperty)" }
  var childDeclaration: String { "private var \(child.lower): \(child.upper)Routing?" }
  var routeToName: String { "routeTo\(child.upper)" }
  var detachName: String { "detach\(child.upper)" }
  var listenerMethod: String { "\(child.lower)DidFinish" }

  /// In the parent's builder.
  var builderCreation: String {
    "let \(builderProperty) = \(child.upper)Builder(dependency: component)"
  }

  /// The call that attaches the child (`child`, an expression) and shows its view where the
  /// parent keeps it, if it keeps it in a container.
  private func containerAttachCall(_ child: String) -> String? {
    attachesInLentSlot ? "attachChild(\(child), in: slot)" : presentation?.attachCall(child)
  }

  /// Where the container is, for comments.
  private var containerName: String? {
    attachesInLentSlot ? "the slot" : presentation.map { "`viewController.\($0.name)`" }
  }

  /// In the parent's router.
  var routeToMethod: String {
    let c = child.lower
    let build = [
      "  let \(c) = \(builderProperty).build(withListener: interactor)",
      "  self.\(c) = \(c)",
    ]
    if let attach = containerAttachCall(c), !childIsViewless {
      // The view, and with it the child, may have gone without the router: the user went back
      // or dismissed it, or another child took the slot.
      return
        ([
          "func \(routeToName)() {",
          "  if let \(c), children.contains(where: { $0 === \(c) }) { return }",
        ]
        + build + ["  " + attach, "}"]).joined(separator: "\n")
    }
    var lines = ["func \(routeToName)() {", "  guard \(c) == nil else { return }"] + build
    lines.append("  attachChild(\(c))")
    if !childIsViewless {
      lines.append("  " + presentMethods.presentCall("\(child.lower).viewControllable"))
    }
    return (lines + ["}"]).joined(separator: "\n")
  }

  /// In the parent's router.
  var detachMethod: String {
    let c = child.lower
    if let container = containerName, !childIsViewless {
      return """
        func \(detachName)() {
          guard let \(c) else { return }
          self.\(c) = nil
          \(comment("Detaching \(child.upper) takes its view from \(container); the user may have taken it, and detached \(child.upper), already.", marker: "//", level: 1, indent: 1))
          if children.contains(where: { $0 === \(c) }) { detachChild(\(c)) }
        }
        """
    }
    var lines = [
      "func \(detachName)() {",
      "  guard let \(c) else { return }",
      "  detachChild(\(c))",
    ]
    if childIsViewless {
      lines.append(
        indented(
          comment(
            "\(child.upper) is view-less: its interactor removes its children's views itself.",
            marker: "//", level: 2)))
    } else {
      lines.append("  " + presentMethods.dismissCall("\(child.lower).viewControllable"))
    }
    return (lines + ["  self.\(child.lower) = nil", "}"]).joined(separator: "\n")
  }

  /// In the parent's `…Routing` protocol.
  var routingRequirements: String {
    "func \(routeToName)()\nfunc \(detachName)()"
  }

  /// In the parent's interactor.
  var listenerImplementation: String {
    """
    // MARK: - \(child.upper)Listener

    func \(listenerMethod)() {
      router?.\(detachName)()
    }
    """
  }
}
