/// What new-rib prints when it gives an existing parent a new child: the lines to add to the
/// parent's router, interactor and builder. It does not edit them: they are the user's code.
struct WiringInstructions {
  let child: RIBNode
  let parent: ParentInfo

  var text: String {
    let p = parent.name.upper
    let c = child.name.upper
    let wiring = ChildWiring(child: child.name, childIsViewless: child.isViewless)
    var steps = [
      paragraph(
        "\(p)Router.swift: add \(c)Listener to the protocols of \(p)Interactable, a parameter"
          + " `\(wiring.builderParameter)` to \(p)Router's init (kept with"
          + " `\(wiring.builderAssignment)` before super.init), and:")
        + code(
          [wiring.builderDeclaration, wiring.childDeclaration, "", wiring.routeToMethod, ""]
            .joined(separator: "\n") + "\n" + wiring.detachMethod),
      paragraph("\(p)Interactor.swift: add to \(p)Routing:")
        + code(wiring.routingRequirements)
        + paragraph("and to \(p)Interactor:", first: true)
        + code(wiring.listenerImplementation),
      paragraph("\(p)Builder.swift, where \(p)Component is made (as `component`):")
        + code(wiring.builderCreation)
        + paragraph(
          "and pass `\(wiring.builderProperty): \(wiring.builderProperty)` to \(p)Router's init.",
          first: true),
    ]
    if !child.isViewless {
      steps.append(
        paragraph(
          "\(p)ViewControllable needs `present(viewController:)` and"
            + " `dismiss(viewController:)`, to show \(c)'s view, if it has not got them yet"
            + " (its mock too)."))
    }
    steps.append(
      paragraph(
        "Call `router?.\(wiring.routeToName)()` from \(p)Interactor where \(c) should appear. In"
          + " \(p)'s router tests, \(c)BuildableMock's `buildHandler` returns a \(c)RoutingMock."
      ))
    let numbered = steps.enumerated().map { step in
      "\(step.offset + 1). " + String(step.element.reversed().drop { $0 == "\n" }.reversed())
    }
    return "Wire \(c) into \(p) (new-rib does not edit existing code):\n\n"
      + numbered.joined(separator: "\n\n") + "\n"
  }

  /// Prose, wrapped to 96 columns; lines after the first are indented under the step number.
  private func paragraph(_ text: String, first: Bool = false) -> String {
    let lines = comment(text, marker: "", width: 96).split(separator: "\n")
      .map { $0.drop { $0 == " " } }
    let indent = "   "
    return (first ? indent : "") + lines.joined(separator: "\n" + indent) + "\n"
  }

  /// Code, set apart as in Markdown: a blank line, then indented by seven.
  private func code(_ text: String) -> String {
    let indent = String(repeating: " ", count: 7)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indent + $0 }
    return "\n" + lines.joined(separator: "\n") + "\n\n"
  }
}
