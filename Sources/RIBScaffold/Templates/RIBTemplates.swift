/// The source files of one RIB, in the layout of the example app: one folder per RIB, a file
/// per part, each protocol in the file of the part that uses it.
struct RIBTemplates {
  let node: RIBNode

  private var name: RIBName { node.name }
  private var x: String { node.name.upper }
  private var wirings: [ChildWiring] {
    node.children.map {
      ChildWiring(
        child: $0.name, childIsViewless: $0.isViewless, attachesInLentSlot: node.isLentSlot)
    }
  }

  /// `import RIBCore`, and RIBSwiftUI for a RIB lent a slot.
  private var imports: String {
    node.isLentSlot ? "import RIBCore\nimport RIBSwiftUI" : "import RIBCore"
  }

  // MARK: - Builder

  private var componentSummary: String {
    comment(
      "\(x)'s scope: what lives as long as \(x) is attached. \(x)'s children get their"
        + " dependencies from it (in `\(x)Component+Child.swift`).")
  }

  var builder: String {
    sourceFile([imports, dependency, component, buildable, builderClass])
  }

  private var dependency: String {
    let provider =
      node.parent.map {
        "its parent's component provides it (in `\($0.name.upper)Component+\(x).swift`)"
      }
      ?? "its parent's component provides it"
    if node.isLentSlot {
      return """
        \(comment("What \(x) needs from its parent: the slot of a SwiftUI view it shows its children in (\(x) has no view of its own). Declare here what else \(x) uses but does not make; \(provider)."))
        protocol \(x)Dependency: Dependency {
          var \(node.slotProperty): ViewSlot { get }
        }
        """
    }
    if node.isViewless {
      return """
        \(comment("What \(x) needs from its parent: the view it shows its children on (\(x) has no view of its own). Declare here what else \(x) uses but does not make; \(provider)."))
        protocol \(x)Dependency: Dependency {
          var \(node.viewProperty): \(x)ViewControllable { get }
        }
        """
    }
    return """
      \(comment("What \(x) needs from its parent. Declare here what \(x) uses but does not make; \(provider)."))
      protocol \(x)Dependency: Dependency {}
      """
  }

  private var component: String {
    if node.isLentSlot {
      return """
        \(componentSummary)
        final class \(x)Component: Component<\(x)Dependency> {
          \(comment("The slot \(x) is lent; its view-less children are lent it in turn.", level: 1, indent: 1))
          var \(node.slotProperty): ViewSlot { dependency.\(node.slotProperty) }
        }
        """
    }
    if node.isViewless {
      return """
        \(componentSummary)
        final class \(x)Component: Component<\(x)Dependency> {
          \(comment("The view \(x) borrows from its parent; its view-less children borrow it in turn.", level: 1, indent: 1))
          var \(node.viewProperty): \(x)ViewControllable { dependency.\(node.viewProperty) }
        }
        """
    }
    return """
      \(componentSummary)
      final class \(x)Component: Component<\(x)Dependency> {
        \(comment("\(x)'s view, kept for view-less children to show their children's views on.", level: 1, indent: 1))
        let \(node.viewProperty): \(node.viewClass)

        init(dependency: \(x)Dependency, \(node.viewProperty): \(node.viewClass)) {
          self.\(node.viewProperty) = \(node.viewProperty)
          super.init(dependency: dependency)
        }
      }
      """
  }

  private var buildable: String {
    """
    \(comment("Builds the \(x) RIB."))
    @preconcurrency @MainActor
    protocol \(x)Buildable: Buildable {
      func build(withListener listener: \(x)Listener) -> \(x)Routing
    }
    """
  }

  private var builderClass: String {
    var body: [String] = []
    var routerArguments = ["interactor: interactor"]
    if node.isViewless {
      body += [
        "let component = \(x)Component(dependency: dependency)",
        "let interactor = \(x)Interactor()",
      ]
      routerArguments.append(
        node.isLentSlot
          ? "slot: component.\(node.slotProperty)"
          : "viewController: component.\(node.viewProperty)")
    } else {
      let view = node.isSwiftUI ? "viewModel" : "viewController"
      body += [
        "let \(view) = \(node.viewClass)()",
        "let component = \(x)Component(dependency: dependency, \(node.viewProperty): \(view))",
        "let interactor = \(x)Interactor(presenter: \(view))",
      ]
      routerArguments.append("viewController: \(view)")
    }
    body.append("interactor.listener = listener")
    body += wirings.map(\.builderCreation)
    routerArguments += wirings.map { "\($0.builderProperty): \($0.builderProperty)" }
    if wirings.isEmpty && !node.isViewless {
      body.append(
        "_ = component  // Children's builders take it: `ChildBuilder(dependency: component)`.")
    }
    body.append("return \(x)Router(\(commaList(routerArguments)))")
    return """
      final class \(x)Builder: Builder<\(x)Dependency>, \(x)Buildable {
        func build(withListener listener: \(x)Listener) -> \(x)Routing {
      \(indented(body.joined(separator: "\n"), 2))
        }
      }
      """
  }

  // MARK: - Interactor

  var interactor: String {
    sourceFile(["import RIBCore", routing, presentable, listener, interactorClass])
  }

  private var routing: String {
    var requirements = wirings.map(\.routingRequirements)
    if node.isViewless { requirements.append("func cleanupViews()") }
    let base = node.isViewless ? "Routing" : "ViewableRouting"
    return """
      \(comment("What \(x)'s interactor asks of its router."))
      @preconcurrency @MainActor
      protocol \(x)Routing: \(base) \(block(requirements.joined(separator: "\n")))
      """
  }

  private var presentable: String {
    guard !node.isViewless else { return "" }
    return """
      \(comment("What \(x)'s interactor asks of its view."))
      @preconcurrency @MainActor
      protocol \(x)Presentable: Presentable {
        var listener: \(x)PresentableListener? { get set }\(node.isSwiftUI ? "\n" + indented(showTitle) : "")
      }
      """
  }

  /// The SwiftUI view model's placeholder state, which the interactor sets and the generated
  /// tests check: something to replace with what the RIB shows.
  private var showTitle: String {
    """
    \(comment("Shows `title`: a placeholder for what \(x)'s interactor tells its view.", level: 1))
    func show(title: String)
    """
  }

  private var listener: String {
    """
    \(comment("What \(x) tells its parent."))
    @preconcurrency @MainActor
    protocol \(x)Listener: AnyObject {
      func \(name.lower)DidFinish()
    }
    """
  }

  private var interactorClass: String {
    var members = ["weak var router: \(x)Routing?\nweak var listener: \(x)Listener?"]
    let superclass: String
    var conformances = ["\(x)Interactable"]
    if node.isViewless {
      superclass = "Interactor"
      members.append(
        """
        override func willResignActive() {
          super.willResignActive()
          \(comment("\(x) is view-less: its children's views are on a view it borrowed, so it takes them away itself when it goes.", marker: "//", level: 2, indent: 1))
          router?.cleanupViews()
        }
        """)
      members.append(
        """
        \(comment("Tells \(x)'s parent that \(x) is done: call it when \(x)'s work is over, e.g. from a child's listener method.", level: 1))
        func finish() {
          listener?.\(name.lower)DidFinish()
        }
        """)
    } else {
      superclass = "PresentableInteractor<\(x)Presentable>"
      conformances.append("\(x)PresentableListener")
      members.append(
        """
        override init(presenter: \(x)Presentable) {
          super.init(presenter: presenter)
          presenter.listener = self
        }
        """)
      if node.isSwiftUI {
        members.append(
          """
          override func didBecomeActive() {
            super.didBecomeActive()
            \(comment("A placeholder: tell the view what to show.", marker: "//", level: 2))
            presenter.show(title: "\(x)")
          }
          """)
      }
      members.append(
        """
        // MARK: - \(x)PresentableListener

        func finish() {
          listener?.\(name.lower)DidFinish()
        }
        """)
    }
    members += wirings.map(\.listenerImplementation)
    return """
      \(comment("\(x)'s business logic."))
      final class \(x)Interactor: \(commaList([superclass] + conformances)) {
      \(indented(members.joined(separator: "\n\n")))
      }
      """
  }

  // MARK: - Router

  var router: String {
    sourceFile([imports, interactable, viewControllable, routerClass])
  }

  private var interactable: String {
    let protocols = ["Interactable"] + node.children.map { "\($0.name.upper)Listener" }
    return """
      \(comment("What \(x)'s router needs from \(x)'s interactor."))
      @preconcurrency @MainActor
      protocol \(x)Interactable: \(commaList(protocols)) {
        var router: \(x)Routing? { get set }
        var listener: \(x)Listener? { get set }
      }
      """
  }

  private var presentMethods: String {
    """
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
    """
  }

  private var viewControllable: String {
    // A RIB lent a slot reaches no view through a protocol: the slot is all it shows in.
    if node.isLentSlot { return "" }
    if let borrowed = node.borrowedViewProtocol {
      return """
        \(comment("\(x) is view-less, and so is its parent: \(x) shows its children on the view its parent borrowed, whose protocol this is."))
        typealias \(x)ViewControllable = \(borrowed)
        """
    }
    let requirements = node.needsPresent ? presentMethods : ""
    if node.isViewless {
      return """
        \(comment("What \(x) (view-less) needs from the view it borrows from its parent; that view conforms (in `…Component+\(x).swift`)."))
        @preconcurrency @MainActor
        protocol \(x)ViewControllable: ViewControllable \(block(requirements))
        """
    }
    return """
      \(comment("What \(x)'s router needs from \(x)'s view."))
      @preconcurrency @MainActor
      protocol \(x)ViewControllable: ViewControllable \(block(requirements))
      """
  }

  private var routerClass: String {
    var members: [String] = []
    var properties = wirings.map(\.builderDeclaration)
    if node.isLentSlot {
      properties.insert("private let slot: ViewSlot", at: 0)
    } else if node.isViewless {
      properties.insert("private let viewController: \(x)ViewControllable", at: 0)
    }
    properties += wirings.map(\.childDeclaration)
    if !properties.isEmpty { members.append(properties.joined(separator: "\n")) }

    let view = node.isLentSlot ? "slot: ViewSlot" : "viewController: \(x)ViewControllable"
    let parameters = ["interactor: \(x)Interactable", view] + wirings.map(\.builderParameter)
    var initBody = wirings.map(\.builderAssignment)
    if node.isLentSlot {
      initBody.insert("self.slot = slot", at: 0)
      initBody.append("super.init(interactor: interactor)")
    } else if node.isViewless {
      initBody.insert("self.viewController = viewController", at: 0)
      initBody.append("super.init(interactor: interactor)")
    } else {
      initBody.append("super.init(interactor: interactor, viewController: viewController)")
    }
    initBody.append("interactor.router = self")
    let override = wirings.isEmpty && !node.isViewless ? "override " : ""
    members.append(
      """
      \(override)init(\(commaList(parameters))) {
      \(indented(initBody.joined(separator: "\n")))
      }
      """)
    for wiring in wirings {
      members.append(wiring.routeToMethod)
      members.append(wiring.detachMethod)
    }
    if node.isViewless { members.append(cleanupViews) }

    let superclass =
      node.isViewless
      ? "Router<\(x)Interactable>" : "ViewableRouter<\(x)Interactable, \(x)ViewControllable>"
    let summary =
      wirings.isEmpty
      ? "\(x)'s router: it attaches and detaches \(x)'s children, when it has some."
      : "\(x)'s router: it attaches and detaches \(x)'s children."
    return """
      \(comment(summary))
      final class \(x)Router: \(superclass), \(x)Routing {
      \(indented(members.joined(separator: "\n\n")))
      }
      """
  }

  private var cleanupViews: String {
    if node.isLentSlot { return cleanupLentSlot }
    let dismissals = node.children.filter { !$0.isViewless }.map {
      "if let \($0.name.lower) {\n  viewController.dismiss(viewController: \($0.name.lower).viewControllable)\n}"
    }
    let body =
      dismissals.isEmpty
      ? comment(
        "Dismiss here the views \(x)'s children showed on the view \(x) borrowed.", marker: "//",
        level: 2)
      : dismissals.joined(separator: "\n")
    return """
      \(comment("Removes the views of \(x)'s children from the view \(x) borrowed: detaching \(x) does not, as the view is not \(x)'s.", level: 1))
      func cleanupViews() {
      \(indented(body))
      }
      """
  }

  /// A RIB lent a slot takes its children out of it by detaching them: the slot withdraws the
  /// view of a child detached. It leaves the slot alone otherwise, since its parent may show
  /// something else there.
  private var cleanupLentSlot: String {
    let detachments = node.children.filter { !$0.isViewless }.map {
      let c = $0.name.lower
      return "if let \(c), children.contains(where: { $0 === \(c) }) {\n  detachChild(\(c))\n}"
    }
    let body =
      detachments.isEmpty
      ? comment(
        "Detach here the children whose views \(x) showed in the slot it was lent.", marker: "//",
        level: 2)
      : detachments.joined(separator: "\n")
    return """
      \(comment("Takes the views of \(x)'s children out of the slot \(x) was lent, as upstream's view-less RIBs take theirs off the view they borrow: detaching a child shown there withdraws its view.", level: 1))
      func cleanupViews() {
      \(indented(body))
      }
      """
  }

  // MARK: - View

  /// The view of a RIB that has one; `nil` for a view-less RIB. On UIKit platforms, where a
  /// `ViewControllable` hands out its `uiviewController`, it is a `UIViewController`; elsewhere a
  /// plain class, drawn with whatever the app draws with.
  var viewController: String? {
    guard !node.isViewless, !node.isSwiftUI else { return nil }
    let uikitMethods =
      node.needsPresent
      ? """

      func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
      }

      func dismiss(viewController: ViewControllable) {
        if presentedViewController === viewController.uiviewController {
          dismiss(animated: true, completion: nil)
        }
      }
      """ : ""
    let plainMethods =
      node.needsPresent
      ? """

      func present(viewController: ViewControllable) {
        // Show the child's view in this one.
      }

      func dismiss(viewController: ViewControllable) {
        // Remove the child's view from this one.
      }
      """ : ""
    let conformances = "\(x)Presentable, \(x)ViewControllable"
    let uikitClass = """
      \(comment("\(x)'s view. Tell `listener` what the user does."))
      final class \(x)ViewController: UIViewController, \(conformances) {
        weak var listener: \(x)PresentableListener?\(uikitMethods.isEmpty ? "" : "\n" + indented(uikitMethods))
      }
      """
    let plainClass = """
      \(comment("\(x)'s view: a plain class. Draw it with whatever the app draws with, and tell `listener` what the user does."))
      final class \(x)ViewController: \(conformances) {
        weak var listener: \(x)PresentableListener?\(plainMethods.isEmpty ? "" : "\n" + indented(plainMethods))
      }
      """
    return sourceFile([
      "import RIBCore",
      presentableListener,
      """
      // On UIKit platforms a view is a `UIViewController`, which hands out `uiviewController` to
      // the routers that present it.
      #if canImport(UIKit)
        import UIKit

      \(indented(uikitClass))
      #else
      \(indented(plainClass))
      #endif
      """,
    ])
  }

  /// What the user tells the RIB through its view, in the file of the view.
  var presentableListener: String {
    """
    \(comment("What \(x)'s view tells \(x)'s interactor."))
    @preconcurrency @MainActor
    protocol \(x)PresentableListener: AnyObject {
      \(comment("The user is done with \(x).", level: 1, indent: 1))
      func finish()
    }
    """
  }
}

/// ` {}` for no requirements, else the requirements in braces, one per line.
func block(_ body: String) -> String {
  body.isEmpty ? "{}" : "{\n\(indented(body))\n}"
}
