/// What new-rib prints when it gives an existing parent a new child: the lines to add to the
/// parent's router, interactor and builder. It does not edit them: they are the user's code.
struct WiringInstructions {
  let child: RIBNode
  let parent: ParentInfo

  var text: String {
    let p = parent.name.upper
    let c = child.name.upper
    let wiring = ChildWiring(
      child: child.name, childIsViewless: child.isViewless, parent: parent.name,
      parentIsViewless: false)
    var steps = [
      """
      In \(p)Router.swift: give \(p)Interactable the protocol \(c)Listener; give \(p)Router's init a
      parameter `\(wiring.builderParameter)`, kept with `\(wiring.builderAssignment)` before
      super.init; and add:
      \(indented(wiring.builderDeclaration + "\n" + wiring.childDeclaration + "\n\n" + wiring.routeToMethod + "\n\n" + wiring.detachMethod))
      """,
      """
      In \(p)Interactor.swift: add to \(p)Routing:
      \(indented(wiring.routingRequirements))
      and to \(p)Interactor:
      \(indented(wiring.listenerImplementation))
      """,
      """
      In \(p)Builder.swift, where \(p)Component is made (as `component`):
      \(indented(wiring.builderCreation))
      and pass `\(wiring.builderProperty): \(wiring.builderProperty)` to \(p)Router's init.
      """,
    ]
    if !child.isViewless {
      steps.append(
        """
        \(p)'s view shows \(c)'s: \(p)ViewControllable needs `present(viewController:)` and
        `dismiss(viewController:)`, if it has not got them yet (and its mock, in tests).
        """)
    }
    steps.append(
      """
      Then call `router?.\(wiring.routeToName)()` from \(p)Interactor where \(c) should appear. In \
      \(p)'s router tests, \(c)BuildableMock's `buildHandler` returns a \(c)RoutingMock.
      """)
    return "Wire \(c) into \(p) (new-rib does not edit existing code):\n\n"
      + steps.enumerated().map { "\($0.offset + 1). " + $0.element }.joined(separator: "\n\n")
      + "\n"
  }
}
