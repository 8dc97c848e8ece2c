/// The tests and mocks of one RIB, on RIBTesting's building blocks (`MockFunction` and the
/// framework mocks), in the style of the example app's tests. They pass as written, and assert
/// what the scaffolded code does: the interactor tells its listener, the router attaches what
/// a child's builder returned.
struct TestTemplates {
  let node: RIBNode
  /// The module the RIB is in, imported `@testable`.
  let moduleName: String

  private var x: String { node.name.upper }
  private var imports: String {
    "import RIBCore\nimport RIBTesting\nimport Testing\n\n@testable import \(moduleName)"
  }
  /// A RIB lent a slot: its router's tests lend it one.
  private var lentSlotImports: String {
    "import RIBCore\nimport RIBSwiftUI\nimport RIBTesting\nimport Testing\n\n@testable import"
      + " \(moduleName)"
  }

  // MARK: - Mocks

  var mocks: String {
    sourceFile([
      comment(
        "Mocks of \(x)'s protocols: for \(x)'s tests, and for its parent's (\(x)BuildableMock).",
        marker: "//"),
      "import RIBCore\nimport RIBTesting\n\n@testable import \(moduleName)",
      buildableMock, routingMock, interactableMock, listenerMock, presentableMock,
      viewControllableMock,
    ])
  }

  private var buildableMock: String {
    """
    \(comment("\(x)'s builder, for its parent's router tests: set `buildHandler` to return a router mock."))
    final class \(x)BuildableMock: \(x)Buildable {
      let buildFunction = MockFunction<\(x)Listener, \(x)Routing>(
        "\(x)BuildableMock.build", fallback: \(x)RoutingMock(interactable: InteractableMock()))
      var buildHandler: ((\(x)Listener) -> \(x)Routing)? {
        get { buildFunction.handler }
        set { buildFunction.handler = newValue }
      }
      var buildCallCount: Int { buildFunction.callCount }

      func build(withListener listener: \(x)Listener) -> \(x)Routing {
        buildFunction.call(listener)
      }
    }
    """
  }

  private var routingMock: String {
    var methods = node.children.flatMap { child in
      ["routeTo\(child.name.upper)", "detach\(child.name.upper)"]
    }
    if node.isViewless { methods.append("cleanupViews") }
    let base = node.isViewless ? "RoutingMock" : "ViewableRoutingMock"
    return mockClass(
      "\(x)RoutingMock: \(base), \(x)Routing", methods: methods, mockName: "\(x)RoutingMock")
  }

  private var interactableMock: String {
    let listeners = node.children.map { "\($0.name.lower)DidFinish" }
    let properties = "weak var router: \(x)Routing?\nweak var listener: \(x)Listener?"
    return mockClass(
      "\(x)InteractableMock: InteractableMock, \(x)Interactable", properties: properties,
      methods: listeners, mockName: "\(x)InteractableMock")
  }

  private var listenerMock: String {
    mockClass(
      "\(x)ListenerMock: \(x)Listener", methods: ["\(node.name.lower)DidFinish"],
      mockName: "\(x)ListenerMock")
  }

  private var presentableMock: String {
    guard !node.isViewless else { return "" }
    guard node.isSwiftUI else {
      return """
        final class \(x)PresentableMock: PresentableMock, \(x)Presentable {
          weak var listener: \(x)PresentableListener?
        }
        """
    }
    return """
      final class \(x)PresentableMock: PresentableMock, \(x)Presentable {
        weak var listener: \(x)PresentableListener?
        let showFunction = MockFunction<String, Void>("\(x)PresentableMock.show")

        func show(title: String) { showFunction.call(title) }
      }
      """
  }

  private var viewControllableMock: String {
    // A RIB lent a slot has no view protocol: its tests lend it a real slot.
    if node.isLentSlot { return "" }
    if let borrowed = node.borrowedViewProtocol {
      return """
        \(comment("\(x) shows its children on the view its parent borrowed: the parent's mock stands in."))
        typealias \(x)ViewControllableMock = \(borrowed)Mock
        """
    }
    guard node.needsPresent else {
      return "final class \(x)ViewControllableMock: ViewControllableMock, \(x)ViewControllable {}"
    }
    return """
      final class \(x)ViewControllableMock: ViewControllableMock, \(x)ViewControllable {
        let presentFunction = MockFunction<ViewControllable, Void>("\(x)ViewControllableMock.present")
        let dismissFunction = MockFunction<ViewControllable, Void>("\(x)ViewControllableMock.dismiss")

        func present(viewController: ViewControllable) { presentFunction.call(viewController) }
        func dismiss(viewController: ViewControllable) { dismissFunction.call(viewController) }
      }
      """
  }

  /// A mock class whose methods take no arguments and return nothing, each recorded by a
  /// `MockFunction` named after it.
  private func mockClass(
    _ declaration: String, properties: String = "", methods: [String], mockName: String
  ) -> String {
    guard !methods.isEmpty || !properties.isEmpty else { return "final class \(declaration) {}" }
    var sections: [String] = []
    if !properties.isEmpty { sections.append(properties) }
    if !methods.isEmpty {
      sections.append(
        methods.map { "let \($0)Function = MockFunction<Void>(\"\(mockName).\($0)\")" }
          .joined(separator: "\n"))
      sections.append(
        methods.map { "func \($0)() { \($0)Function.call() }" }.joined(separator: "\n"))
    }
    return """
      final class \(declaration) {
      \(indented(sections.joined(separator: "\n\n")))
      }
      """
  }

  // MARK: - Interactor tests

  var interactorTests: String {
    var properties: [String] = []
    if !node.isViewless { properties.append("let presenter = \(x)PresentableMock()") }
    properties += [
      "let router = \(x)RoutingMock(interactable: InteractableMock())",
      "let listener = \(x)ListenerMock()",
      "let interactor: \(x)Interactor",
    ]
    let creation =
      node.isViewless ? "\(x)Interactor()" : "\(x)Interactor(presenter: presenter)"
    var members = [
      properties.joined(separator: "\n"),
      """
      init() {
        interactor = \(creation)
        interactor.router = router
        interactor.listener = listener
      }
      """,
    ]
    if !node.isViewless {
      members.append(
        """
        @Test func isTheListenerOfItsView() {
          #expect(presenter.listener === interactor)
        }
        """)
    }
    if node.isSwiftUI {
      members.append(
        """
        @Test func becomingActiveShowsTheTitle() {
          interactor.activate()

          #expect(presenter.showFunction.argValues == ["\(x)"])
          interactor.deactivate()
        }
        """)
    }
    members.append(
      """
      @Test func finishTellsTheListener() {
        interactor.activate()

        interactor.finish()

        #expect(listener.\(node.name.lower)DidFinishFunction.callCount == 1)
        interactor.deactivate()
      }
      """)
    if node.isViewless {
      members.append(
        """
        @Test func resigningActiveCleansUpTheViewsOfItsChildren() {
          interactor.activate()
          #expect(router.cleanupViewsFunction.callCount == 0)

          interactor.deactivate()

          #expect(router.cleanupViewsFunction.callCount == 1)
        }
        """)
    }
    for child in node.children {
      let c = child.name.upper
      members.append(
        """
        @Test func detaches\(c)WhenItIsDone() {
          interactor.\(child.name.lower)DidFinish()

          #expect(router.detach\(c)Function.callCount == 1)
        }
        """)
    }
    let summary =
      node.children.isEmpty
      ? "\(x)'s interactor: it tells its listener when \(x) is done."
      : "\(x)'s interactor: it tells its listener when \(x) is done, and detaches its children"
        + " when they are."
    return testSuite("\(x)InteractorTests", summary: summary, members: members)
  }

  // MARK: - View model tests

  /// The tests of a SwiftUI RIB's view model with its interactor: what its view would render,
  /// recorded frame by frame as SwiftUI would render it, follows what the interactor presents;
  /// and what the view's button does reaches the interactor. No SwiftUI needed: they run on
  /// Linux too.
  var viewModelTests: String? {
    guard node.isSwiftUI, !node.isViewless else { return nil }
    let members = [
      """
      let model = \(x)ViewModel()
      let listener = \(x)ListenerMock()
      let interactor: \(x)Interactor
      """,
      """
      init() {
        interactor = \(x)Interactor(presenter: model)
        interactor.listener = listener
      }
      """,
      """
      @Test func theViewShowsWhatTheInteractorPresents() {
        let screen = RenderRecorder { model.title }
        #expect(screen.latest == "")

        interactor.activate()

        #expect(screen.renderIfChanged() == "\(x)")
        #expect(!screen.needsRender)
        interactor.deactivate()
      }
      """,
      """
      @Test func whatTheUserDoesReachesTheInteractor() {
        interactor.activate()

        // What \(x)View's button does.
        model.listener?.finish()

        #expect(listener.\(node.name.lower)DidFinishFunction.callCount == 1)
        interactor.deactivate()
      }
      """,
    ]
    return testSuite(
      "\(x)ViewModelTests",
      summary: "\(x)'s view model, driven by \(x)'s interactor: what \(x)'s view would render,"
        + " and what its user does.",
      members: members)
  }

  // MARK: - Router tests

  var routerTests: String {
    var properties = [
      "let interactor = \(x)InteractableMock()",
      node.isLentSlot ? "let slot = ViewSlot()" : "let viewController = \(x)ViewControllableMock()",
    ]
    properties += node.children.map {
      "let \($0.name.lower)Builder = \($0.name.upper)BuildableMock()"
    }
    properties.append("let router: \(x)Router")
    let arguments =
      ["interactor: interactor", node.isLentSlot ? "slot: slot" : "viewController: viewController"]
      + node.children.map { "\($0.name.lower)Builder: \($0.name.lower)Builder" }
    var members = [
      properties.joined(separator: "\n"),
      """
      init() {
        router = \(x)Router(\(commaList(arguments)))
      }
      """,
      """
      @Test func isTheRouterOfItsInteractor() {
        #expect(interactor.router === router)
      }
      """,
      """
      @Test func attachingItActivatesItsInteractor() {
        // An active parent: under an inactive one, a child stays inactive.
        let parent = Router(interactor: InteractableMock(isActive: true))

        parent.attachChild(router)
        #expect(interactor.isActive)

        parent.detachChild(router)
        #expect(!interactor.isActive)
      }
      """,
    ]
    for child in node.children {
      members.append(routeToTest(child))
      members.append(detachTest(child))
    }
    let summary =
      node.children.isEmpty
      ? "\(x)'s router."
      : "\(x)'s router: it attaches what its children's builders return, and detaches them."
    return testSuite(
      "\(x)RouterTests", summary: summary, members: members,
      imports: node.isLentSlot ? lentSlotImports : imports)
  }

  /// A test file: `imports`, then a main-actor suite with `summary` as its doc comment and
  /// `members` separated by blank lines. Each test runs in a RIB environment of its own, as
  /// Testing.md prescribes: a RIB it leaks, or misuse the framework reports, fails that test.
  private func testSuite(
    _ name: String, summary: String, members: [String], imports: String? = nil
  ) -> String {
    sourceFile([
      imports ?? self.imports,
      """
      \(comment(summary))
      @MainActor
      @Suite(.ribEnvironment) struct \(name) {
      \(indented(members.joined(separator: "\n\n")))
      }
      """,
    ])
  }

  private func routeToTest(_ child: RIBNode) -> String {
    childRoutingTest(
      child, named: "routeTo\(child.name.upper)AttachesWhatItsBuilderReturned",
      viewControllerCall: "present"
    ) { c, c_ in
      """
        var assignedListener: \(c)Listener?
        \(c_)Builder.buildHandler = { listener in
          assignedListener = listener
          return \(c_)
        }

        router.routeTo\(c)()

        #expect(assignedListener === interactor)
        #expect(\(c_)Builder.buildCallCount == 1)
        #expect(\(c_).loadCallCount == 1)
        #expect(router.children.first === \(c_))
      """
    }
  }

  private func detachTest(_ child: RIBNode) -> String {
    childRoutingTest(
      child, named: "detach\(child.name.upper)DetachesWhatWasAttached",
      viewControllerCall: "dismiss"
    ) { c, c_ in
      """
        \(c_)Builder.buildHandler = { _ in \(c_) }
        router.routeTo\(c)()

        router.detach\(c)()

        #expect(router.children.isEmpty)
      """
    }
  }

  /// A router test of routing to or from `child`: it makes the child's routing mock, runs the
  /// lines `body` writes from the child's upper- and lower-case names, and, when the child has
  /// a view, expects the router to have handed that view to `viewControllerCall` (`present` or
  /// `dismiss`) on its own view.
  private func childRoutingTest(
    _ child: RIBNode, named name: String, viewControllerCall: String,
    body: (_ upper: String, _ lower: String) -> String
  ) -> String {
    let c = child.name.upper
    let c_ = child.name.lower
    var lines = [
      "@Test func \(name)() {",
      "  let \(c_) = \(c)RoutingMock(interactable: \(c)InteractableMock())",
      body(c, c_),
    ]
    if !child.isViewless, node.isLentSlot {
      lines.append(
        viewControllerCall == "present"
          ? "  #expect(slot.content?.viewControllable === \(c_).viewControllable)"
          : "  #expect(slot.content == nil)")
    } else if !child.isViewless {
      lines.append(
        "  #expect(viewController.\(viewControllerCall)Function.argValues.first"
          + " === \(c_).viewControllable)")
    }
    return (lines + ["}"]).joined(separator: "\n")
  }
}
