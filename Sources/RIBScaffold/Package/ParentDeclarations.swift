import Foundation

/// What an existing parent declares that the wiring new-rib prints must fit, read from the
/// parent's files and its tests' files: the printed lines compile where they say only if they
/// call the methods the parent has, under their labels, and name the files and lines it has.
struct ParentDeclarations {
  /// The parent's view's methods that show and hide a child's view.
  struct PresentMethods {
    /// The argument label of `present`: `viewController` for `present(viewController:)`, `nil`
    /// for `present(_:)`.
    let presentLabel: String?
    /// The argument label of `dismiss`.
    let dismissLabel: String?

    /// The call that shows `view` (an expression) on `viewController`.
    func presentCall(_ view: String) -> String {
      "viewController.present(\(presentLabel.map { "\($0): " } ?? "")\(view))"
    }

    /// The call that hides `view` from `viewController`.
    func dismissCall(_ view: String) -> String {
      "viewController.dismiss(\(dismissLabel.map { "\($0): " } ?? "")\(view))"
    }

    /// Upstream RIBs' names, which new-rib's own RIBs use.
    static let upstream = PresentMethods(
      presentLabel: "viewController", dismissLabel: "viewController")
  }

  /// A property of the parent's view that shows child RIBs' SwiftUI views: a `ViewSlot`, a
  /// `ViewStack` or a `ModalPresentation`, which a router fills with `attachChild(_:in:)`,
  /// `attachChild(_:pushingOnto:)` or `attachChild(_:presentingIn:)`.
  struct PresentationProperty: Equatable {
    enum Kind: String {
      case slot = "ViewSlot"
      case stack = "ViewStack"
      case modal = "ModalPresentation"

      /// The router's method that shows a child here.
      var attachMethod: String {
        switch self {
        case .slot: "attachChild(_:in:)"
        case .stack: "attachChild(_:pushingOnto:)"
        case .modal: "attachChild(_:presentingIn:style:)"
        }
      }
    }

    let name: String
    let kind: Kind
    /// Whether the parent's `…ViewControllable` declares it, so that its router reaches it;
    /// else only the view model has it.
    let isInViewControllable: Bool

    /// The call that attaches `child` (an expression) and shows its view here.
    func attachCall(_ child: String) -> String {
      switch kind {
      case .slot: "attachChild(\(child), in: viewController.\(name))"
      case .stack: "attachChild(\(child), pushingOnto: viewController.\(name))"
      case .modal: "attachChild(\(child), presentingIn: viewController.\(name), style: .sheet)"
      }
    }
  }

  /// A declaration found in a file: the file, and the declaration's line as written.
  struct Found {
    let path: String
    let line: String
  }

  /// `protocol PInteractable: …`, whose first line gains the child's listener.
  var interactable: Found?
  /// `class PRouter`, whose init gains the child's builder.
  var router: Found?
  /// Whether the router's init is an `override` that gaining a parameter makes wrong.
  var routerInitOverrides = false
  /// `protocol PRouting`, which gains the routing methods.
  var routing: Found?
  /// `class PInteractor`, which gains the listener method.
  var interactor: Found?
  /// `class PComponent: Component<PDependency>`.
  var component: Found?
  /// The parent's dependency protocol, from the component's superclass.
  var dependencyProtocol: String?
  /// The line of the builder that makes the component, `let component = PComponent(…)`.
  var componentCreation: Found?
  /// The first line of the builder's statement that makes the router, `return PRouter(`: the
  /// child's builder goes before it, where the component exists, whichever way the statement
  /// that makes the component is wrapped.
  var routerCreation: Found?
  /// The line of the builder that makes the view, `let viewController = PViewController()` (or
  /// `PViewModel()`).
  var viewControllerCreation: Found?
  /// The name the builder gives the component there.
  var componentVariable = "component"
  /// `protocol PViewControllable`.
  var viewControllable: Found?
  /// Its present and dismiss methods, if it declares both.
  var presentMethods: PresentMethods?
  /// `class PViewController`, which implements the view protocol.
  var viewController: Found?
  /// `class PViewModel`, which implements it in a SwiftUI RIB.
  var viewModel: Found?
  /// The properties of the parent's view that show children's SwiftUI views, those of
  /// `PViewControllable` first.
  var presentationProperties: [PresentationProperty] = []
  /// Whether the parent's router's file imports RIBSwiftUI, whose `attachChild(_:in:)` it needs.
  var routerImportsRIBSwiftUI = false
  /// In the tests: `class PInteractableMock`, which must adopt the child's listener too.
  var interactableMock: Found?
  /// In the tests: `class PRoutingMock`, which must have the new routing methods.
  var routingMock: Found?
  /// In the tests: `class PViewControllableMock`.
  var viewControllableMock: Found?
  /// The test files that make the parent's router, which must pass the new builder.
  var routerConstructions: [String] = []

  init() {}

  /// Reads the declarations of `parent` in `scan` (its target) and `testScans` (the test
  /// targets that test it).
  init(parent: RIBName, scan: SourceScan, testScans: [SourceScan]) {
    let p = parent.upper
    interactable = scan.firstLine(
      #"^[ \t]*(?:@\w+[ \t]+)*protocol\s+\#(p)Interactable\b[^\n{]*\{?"#)
    router = scan.firstLine(#"\bclass\s+\#(p)Router\b[^\n]*"#)
    if let router, let text = scan.text(of: router.path),
      let body = body(of: #"\bclass\s+\#(p)Router\b"#, in: text)
    {
      routerInitOverrides =
        body.range(of: #"\boverride\s+init\s*\("#, options: .regularExpression) != nil
    }
    routing = scan.firstLine(#"\bprotocol\s+\#(p)Routing\b[^\n]*"#)
    interactor = scan.firstLine(#"\bclass\s+\#(p)Interactor\b[^\n]*"#)
    if let creation = scan.firstMatch(#"^[ \t]*let\s+(\w+)\s*=\s*\#(p)Component\("#) {
      componentCreation = scan.firstLine(#"^[ \t]*let\s+\w+\s*=\s*\#(p)Component\([^\n]*"#)
      componentVariable = creation.captures[0]
    }
    let builderFile = componentCreation?.path
    routerCreation = scan.firstLine(
      #"^[ \t]*(?:let\s+\w+\s*=\s*|return\s+)\#(p)Router\([^\n]*"#, inFile: builderFile)
    component = scan.firstLine(#"\bclass\s+\#(p)Component\b[^\n]*"#)
    dependencyProtocol =
      scan.firstMatch(
        #"\bclass\s+\#(p)Component\s*:\s*Component\s*<\s*(\w+)\s*>"#)?.captures[0]
    viewControllerCreation = scan.firstLine(
      #"^[ \t]*let\s+\w+\s*=\s*\#(p)View(?:Controller|Model)\(\)[^\n]*"#)
    viewControllable = scan.firstLine(#"\bprotocol\s+\#(p)ViewControllable\b[^\n]*"#)
    if let viewControllable, let text = scan.text(of: viewControllable.path),
      let body = body(of: #"\bprotocol\s+\#(p)ViewControllable\b"#, in: text)
    {
      let present = label(of: "present", in: body)
      let dismiss = label(of: "dismiss", in: body)
      if let present, let dismiss {
        presentMethods = PresentMethods(
          presentLabel: present == "_" ? nil : present, dismissLabel: dismiss == "_" ? nil : dismiss
        )
      }
    }
    viewController = scan.firstLine(#"\bclass\s+\#(p)ViewController\b[^\n]*"#)
    viewModel = scan.firstLine(#"\bclass\s+\#(p)ViewModel\b[^\n]*"#)
    let kinds = "ViewSlot|ViewStack|ModalPresentation"
    if let viewControllable, let text = scan.text(of: viewControllable.path),
      let body = body(of: #"\bprotocol\s+\#(p)ViewControllable\b"#, in: text)
    {
      presentationProperties += properties(
        #"\bvar\s+(\w+)\s*:\s*(?:RIBSwiftUI\.)?(\#(kinds))\b"#, in: body, isInViewControllable: true
      )
    }
    if let viewModel, let text = scan.text(of: viewModel.path),
      let body = body(of: #"\bclass\s+\#(p)ViewModel\b"#, in: text)
    {
      let declared = Set(presentationProperties.map(\.name))
      presentationProperties += properties(
        #"\b(?:let|var)\s+(\w+)\s*(?::|=)\s*(?:RIBSwiftUI\.)?(\#(kinds))\b"#, in: body,
        isInViewControllable: false
      ).filter { !declared.contains($0.name) }
    }
    if let router, let text = scan.text(of: router.path) {
      routerImportsRIBSwiftUI =
        text.range(of: #"(?m)^\s*import\s+RIBSwiftUI\b"#, options: .regularExpression) != nil
    }
    for testScan in testScans {
      interactableMock =
        interactableMock ?? testScan.firstLine(#"\bclass\s+\#(p)InteractableMock\b[^\n]*"#)
      routingMock = routingMock ?? testScan.firstLine(#"\bclass\s+\#(p)RoutingMock\b[^\n]*"#)
      viewControllableMock =
        viewControllableMock ?? testScan.firstLine(#"\bclass\s+\#(p)ViewControllableMock\b[^\n]*"#)
      routerConstructions += testScan.filesMatching(#"\b\#(p)Router\("#)
    }
  }

  /// The properties of the kinds `pattern` matches (capturing the name, then the type) in
  /// `body`, in order.
  private func properties(
    _ pattern: String, in body: String, isInViewControllable: Bool
  ) -> [PresentationProperty] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap {
      match in
      guard let name = Range(match.range(at: 1), in: body),
        let type = Range(match.range(at: 2), in: body),
        let kind = PresentationProperty.Kind(rawValue: String(body[type]))
      else { return nil }
      return PresentationProperty(
        name: String(body[name]), kind: kind, isInViewControllable: isInViewControllable)
    }
  }

  /// The argument label (`_` included) of a method `name(label: ViewControllable)` declared in
  /// `body`, if there is one.
  private func label(of name: String, in body: String) -> String? {
    let pattern =
      #"\bfunc\s+\#(name)\s*\(\s*(\w+)(?:\s+\w+)?\s*:\s*(?:any\s+)?ViewControllable\s*\)"#
    guard let regex = try? NSRegularExpression(pattern: pattern),
      let match = regex.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)),
      let range = Range(match.range(at: 1), in: body)
    else { return nil }
    return String(body[range])
  }
}

/// The text between the braces of the first declaration matching `pattern` in `text`, without
/// nested declarations' contents told apart (enough to find a member's name).
func body(of pattern: String, in text: String) -> String? {
  guard let start = text.range(of: pattern, options: .regularExpression),
    let open = text[start.upperBound...].firstIndex(of: "{")
  else { return nil }
  var depth = 0
  var index = open
  while index < text.endIndex {
    switch text[index] {
    case "{": depth += 1
    case "}":
      depth -= 1
      if depth == 0 { return String(text[text.index(after: open)..<index]) }
    default: break
    }
    index = text.index(after: index)
  }
  return nil
}
