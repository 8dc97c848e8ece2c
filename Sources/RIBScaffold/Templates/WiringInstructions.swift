/// What new-rib prints when it gives an existing parent a new child: the edits to the parent's
/// files, and to the tests that mock or make its parts, one file a step. It does not make them:
/// they are the user's code. Each edit names the file, and the declaration or line it goes in,
/// as the parent declares them, so that the code compiles when pasted where it says.
struct WiringInstructions {
  let child: RIBNode
  let parent: ParentInfo
  /// Whether new-rib writes the child's mocks in this run (its `…BuildableMock` among them).
  var writesTests = true
  /// A path relative to the package's folder, for printing.
  var relative: (String) -> String = { $0 }

  private var p: String { parent.name.upper }
  private var c: String { child.name.upper }
  private var found: ParentDeclarations { parent.declarations }
  private var wiring: ChildWiring {
    ChildWiring(
      child: child.name, childIsViewless: child.isViewless,
      presentMethods: found.presentMethods ?? .upstream, presentation: presentation,
      attachesInLentSlot: parent.isLentSlot)
  }

  /// Where the parent shows the child's view, if its view has a place for one: the first that
  /// its `…ViewControllable` declares, else the first its view model has. A plain child's view
  /// goes there too (`RIBView` shows it): hand-written present and dismiss beside the parent's
  /// slot, stack or presentation would not hear the user going back or swiping a sheet down.
  private var presentation: ParentDeclarations.PresentationProperty? {
    child.isViewless || parent.isLentSlot ? nil : found.presentationProperties.first
  }

  /// Where `declaration` is, for the text: its file, or the file it is usually in.
  private func file(_ declaration: ParentDeclarations.Found?, _ usual: String) -> String {
    "`" + (declaration.map { relative($0.path) } ?? usual) + "`"
  }

  var text: String {
    var steps = [routerStep, routingStep, interactorStep, builderStep]
    if let presentation {
      if !presentation.isInViewControllable { steps += presentationSteps(presentation) }
    } else if !child.isViewless, !parent.isLentSlot, found.presentMethods == nil {
      steps += viewSteps
    }
    steps += testSteps
    steps.append(finalStep)
    let numbered = steps.enumerated().map { step in
      "\(step.offset + 1). " + String(step.element.reversed().drop { $0 == "\n" }.reversed())
    }
    return "Wire \(c) into \(p) (new-rib does not edit existing code):\n\n"
      + numbered.joined(separator: "\n\n") + "\n"
  }

  // MARK: - The parent's files

  private var routerStep: String {
    var text = ""
    let listener = "\(c)Listener"
    if let interactable = found.interactable, interactable.line.hasSuffix("{") {
      let line = interactable.line.trimmingCharacters(in: .whitespaces)
      let opening = line.dropLast().trimmingCharacters(in: .whitespaces)
      text +=
        paragraph(
          "\(file(interactable, "\(p)Router.swift")): \(p)Interactable listens to \(c) too;"
            + " replace the line `\(line)` with:")
        + code("\(opening), \(listener) {")
      text += paragraph(
        "In \(file(found.router, "\(p)Router.swift")), \(routerInitEdit), and add to \(p)Router:",
        first: true)
    } else {
      text += paragraph(
        "\(file(found.router, "\(p)Router.swift")): add \(listener) to the protocols of"
          + " \(p)Interactable; in \(p)Router, \(routerInitEdit), and add to \(p)Router:")
    }
    text += code(
      [wiring.builderDeclaration, wiring.childDeclaration, "", wiring.routeToMethod, ""]
        .joined(separator: "\n") + "\n" + wiring.detachMethod)
    guard let presentation else { return text }
    if !found.routerImportsRIBSwiftUI {
      text += paragraph(
        "and add `import RIBSwiftUI` to that file: `\(presentation.kind.attachMethod)` is"
          + " RIBSwiftUI's.", first: true)
    }
    let others = found.presentationProperties.filter { $0 != presentation }
    if !others.isEmpty {
      let alternatives = others.map { "`\($0.attachCall(child.name.lower))`" }
      text += paragraph(
        "\(c) shows in `\(presentation.name)`; to show it elsewhere, call "
          + alternatives.joined(separator: " or ") + " instead.", first: true)
    }
    return text
  }

  /// The parent's view model has a place for the child's SwiftUI view that its router cannot
  /// reach yet: the view protocol and its mock get it.
  private func presentationSteps(
    _ presentation: ParentDeclarations.PresentationProperty
  )
    -> [String]
  {
    let requirement = "var \(presentation.name): \(presentation.kind.rawValue) { get }"
    var steps = [
      paragraph(
        "\(file(found.viewControllable, "\(p)Router.swift")): \(p)Router reaches"
          + " \(p)ViewModel's `\(presentation.name)` through \(p)ViewControllable; add to"
          + " \(p)ViewControllable (and `import RIBSwiftUI` to that file):")
        + code(requirement)
    ]
    if let mock = found.viewControllableMock {
      steps.append(
        paragraph(
          "\(file(mock, "")): add to \(p)ViewControllableMock (and `import RIBSwiftUI` to that file;"
            + " its test target then depends on RIBSwiftUI too):")
          + code("let \(presentation.name) = \(presentation.kind.rawValue)()"))
    }
    return steps
  }

  private var routerInitEdit: String {
    "add a parameter `\(wiring.builderParameter)` to the init"
      + (found.routerInitOverrides ? " (and drop its `override`: no superclass init has it)" : "")
      + ", kept with `\(wiring.builderAssignment)` before `super.init`"
  }

  private var routingStep: String {
    paragraph("\(file(found.routing, "\(p)Interactor.swift")): add to \(p)Routing:")
      + code(wiring.routingRequirements)
  }

  private var interactorStep: String {
    paragraph("\(file(found.interactor, "\(p)Interactor.swift")): add to \(p)Interactor:")
      + code(wiring.listenerImplementation)
  }

  private var builderStep: String {
    let where_ =
      found.routerCreation.map {
        "before `\($0.line.trimmingCharacters(in: .whitespaces))`, add:"
      } ?? "after the statement that makes \(p)Component (as `\(found.componentVariable)`), add:"
    let call = "pass `\(wiring.builderProperty): \(wiring.builderProperty)` to \(p)Router's init."
    return paragraph("\(file(found.componentCreation, "\(p)Builder.swift")): \(where_)")
      + code(
        wiring.builderCreation.replacing(
          "(dependency: component)", with: "(dependency: \(found.componentVariable))"))
      + paragraph("and \(call)", first: true)
  }

  /// The parent's view cannot show the child's yet: the methods, its view and its mock.
  private var viewSteps: [String] {
    var steps = [
      paragraph(
        "\(file(found.viewControllable, "\(p)Router.swift")): \(p)ViewControllable has no"
          + " method to show \(c)'s view; add to \(p)ViewControllable:")
        + code(
          "func present(viewController: ViewControllable)\n"
            + "func dismiss(viewController: ViewControllable)")
        + paragraph(
          "and implement them in \(found.viewController == nil && found.viewModel != nil ? p + "ViewModel" : p + "ViewController")\((found.viewController ?? found.viewModel).map { " (`\(relative($0.path))`)" } ?? ""):"
            + " show the view given, take it away.", first: true)
    ]
    if let mock = found.viewControllableMock {
      steps.append(
        paragraph("\(file(mock, "")): add to \(p)ViewControllableMock:")
          + code(
            """
            let presentFunction = MockFunction<ViewControllable, Void>("\(p)ViewControllableMock.present")
            let dismissFunction = MockFunction<ViewControllable, Void>("\(p)ViewControllableMock.dismiss")
            func present(viewController: ViewControllable) { presentFunction.call(viewController) }
            func dismiss(viewController: ViewControllable) { dismissFunction.call(viewController) }
            """))
    }
    return steps
  }

  // MARK: - The parent's tests

  private var testSteps: [String] {
    var steps: [String] = []
    if let mock = found.interactableMock {
      steps.append(
        paragraph(
          "\(file(mock, "")): \(p)InteractableMock adopts \(p)Interactable, which now listens to"
            + " \(c); add to \(p)InteractableMock:")
          + code(
            """
            let \(wiring.listenerMethod)Function = MockFunction<Void>("\(p)InteractableMock.\(wiring.listenerMethod)")
            func \(wiring.listenerMethod)() { \(wiring.listenerMethod)Function.call() }
            """))
    }
    if let mock = found.routingMock {
      let names = [wiring.routeToName, wiring.detachName]
      steps.append(
        paragraph("\(file(mock, "")): add to \(p)RoutingMock:")
          + code(
            (names.map { "let \($0)Function = MockFunction<Void>(\"\(p)RoutingMock.\($0)\")" }
              + names.map { "func \($0)() { \($0)Function.call() }" }).joined(separator: "\n")))
    }
    // Without this run's tests there may be no `…BuildableMock` yet.
    let argument =
      writesTests
      ? "`\(wiring.builderProperty): \(c)BuildableMock()`"
      : "`\(wiring.builderProperty):` a mock of \(c)Buildable (new-rib writes \(c)BuildableMock"
        + " with \(c)'s tests)"
    for path in found.routerConstructions {
      steps.append(
        paragraph(
          "`\(relative(path))`: where it makes a \(p)Router, pass \(argument) to \(p)Router's"
            + " init."))
    }
    return steps
  }

  private var finalStep: String {
    var text =
      "Call `router?.\(wiring.routeToName)()` from \(p)Interactor where \(c) should appear."
    if child.isSwiftUI {
      text +=
        " \(c)View (`\(c)View.swift`, built where SwiftUI exists) shows the placeholder title"
        + " \(c)Interactor presents and a Done button: make it \(c)'s view, and \(c)ViewModel"
        + " what it shows."
    } else if !child.isViewless {
      text +=
        " \(c)ViewController, a plain class where UIKit is not available, draws nothing yet: make"
        + " it draw itself with what your app's views draw with."
    }
    text += " In \(p)'s router tests, \(c)BuildableMock's `buildHandler` returns a \(c)RoutingMock."
    return paragraph(text)
  }

  // MARK: - Layout

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
