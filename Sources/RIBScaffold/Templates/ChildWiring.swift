/// The code a parent needs for one child: the same lines whether the parent is written in the
/// same run or exists already (then new-rib prints them for the user to add).
struct ChildWiring {
  let child: RIBName
  let childIsViewless: Bool
  /// How the parent's view shows and hides a child's view: as it declares it, for an existing
  /// parent; upstream's `present(viewController:)` for one new-rib writes.
  var presentMethods = ParentDeclarations.PresentMethods.upstream

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

  /// In the parent's router.
  var routeToMethod: String {
    var lines = [
      "func \(routeToName)() {",
      "  guard \(child.lower) == nil else { return }",
      "  let \(child.lower) = \(builderProperty).build(withListener: interactor)",
      "  self.\(child.lower) = \(child.lower)",
      "  attachChild(\(child.lower))",
    ]
    if !childIsViewless {
      lines.append("  " + presentMethods.presentCall("\(child.lower).viewControllable"))
    }
    return (lines + ["}"]).joined(separator: "\n")
  }

  /// In the parent's router.
  var detachMethod: String {
    var lines = [
      "func \(detachName)() {",
      "  guard let \(child.lower) else { return }",
      "  detachChild(\(child.lower))",
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
