import Foundation

/// Turns the options into a ``Plan``, checking every input first: a bad name, an unknown
/// target or parent, a RIB that exists already. It reads the package; it writes nothing.
struct Planner {
  let package: PackageSummary
  let options: Options

  func plan() throws -> Plan {
    let target = try sourceTarget()
    let testTarget = options.writesTests ? try self.testTarget(for: target) : nil
    let scan = SourceScan(directory: target.directory)
    let testScan = testTarget.map { SourceScan(directory: $0.directory) }
    // Every test target that tests the target: existing tests may make the parent's router or
    // mock its interactor, and the printed wiring must say what they need too.
    let testScans = package.targets.filter {
      $0.kind == .test && $0.dependencies.contains(target.name)
    }.map { tests in
      if let testScan, tests.directory == testTarget?.directory { return testScan }
      return SourceScan(directory: tests.directory)
    }
    let inspector = ParentInspector(scan: scan, target: target, testScans: testScans)

    // The RIBs to write, grouped under their existing parent (or none).
    var roots: [(parent: ParentInfo?, items: [Outline.Item])] = []
    if let name = options.name {
      let item = Outline.Item(
        name: name, isViewless: options.isViewless, isSwiftUI: options.isSwiftUI)
      let name = try RIBName(name)
      let parent = try options.parent.map { try inspector.inspect(RIBName($0, role: "parent")) }
      if parent?.name == name {
        throw ScaffoldError("\(name) cannot be its own parent; check --parent.")
      }
      roots.append((parent, [item]))
    } else if let outlinePath = options.outline {
      for item in try outline(at: outlinePath).items {
        if item.isExisting {
          roots.append((try inspector.inspect(RIBName(item.name, role: "parent")), item.children))
        } else {
          roots.append((nil, [item]))
        }
      }
    }
    let nodes = try roots.flatMap { root in
      try root.items.map { try node($0, parent: root.parent, in: target) }
    }
    let all = nodes.flatMap(\.allNodes)
    guard !all.isEmpty else {
      throw ScaffoldError("the outline has no new RIB: only (existing) ones; add their children.")
    }
    var seen: [RIBName: RIBNode] = [:]
    for node in all {
      if let first = seen[node.name] {
        let file = options.outline ?? "the outline"
        throw ScaffoldError(
          "\(file):\(node.line ?? 0): \(node.name) appears twice in the outline (first on line"
            + " \(first.line ?? 0)); each RIB once.")
      }
      seen[node.name] = node
      if node.parent?.isNew == false {
        try checkViewSource(of: node, testTarget: testTarget, testScan: testScan)
        try checkSwiftUIParentCanShow(node)
      }
    }

    var plan = Plan()
    if all.contains(where: { $0.isSwiftUI || $0.isLentSlot }),
      !target.dependencies.contains("RIBSwiftUI")
    {
      plan.instructions.append(swiftUIDependency(of: target))
    }
    if let testTarget, all.contains(where: \.isLentSlot),
      !testTarget.dependencies.contains("RIBSwiftUI")
    {
      plan.instructions.append(
        """
        Target \(testTarget.name) does not depend on RIBSwiftUI, whose ViewSlot the router tests of a
        view-less RIB lent a slot make; add to its dependencies in Package.swift:

               .product(name: "RIBSwiftUI", package: "swift-ribs"),

        """)
    }
    for node in all {
      plan.files += files(of: node, target: target, testTarget: testTarget)
      if let parent = node.parent, !parent.isNew {
        plan.instructions.append(
          WiringInstructions(
            child: node, parent: parent, writesTests: testTarget != nil,
            relative: package.relative
          ).text)
      }
    }
    try checkNothingExists(all, plan: plan, scan: scan)
    let boundary = PackageBoundary(package: package)
    for file in plan.files { try boundary.check(file.path) }
    return plan
  }

  // MARK: - Targets

  private var sourceTargets: [TargetSummary] {
    package.targets.filter { $0.kind == .regular || $0.kind == .executable }
  }

  private func sourceTarget() throws -> TargetSummary {
    let names = sourceTargets.map(\.name).joined(separator: ", ")
    guard let name = options.target else {
      // Without --target, the one target that uses RIBs, if there is one.
      let ribTargets = sourceTargets.filter { $0.dependencies.contains("RIBCore") }
      guard ribTargets.count == 1, let only = ribTargets.first else {
        throw ScaffoldError(
          ribTargets.isEmpty
            ? "no target of this package depends on RIBCore; add"
              + " `.product(name: \"RIBCore\", package: \"swift-ribs\")` to the dependencies of"
              + " the target the RIB goes in, and pass it as --target."
            : "pass --target: several targets depend on RIBCore ("
              + ribTargets.map(\.name).joined(separator: ", ") + ").")
      }
      return only
    }
    guard let target = sourceTargets.first(where: { $0.name == name }) else {
      let isTest = package.targets.contains { $0.name == name && $0.kind == .test }
      throw ScaffoldError(
        isTest
          ? "--target \(name) is a test target; name the target the RIB goes in (\(names)),"
            + " tests go to its test target."
          : "there is no target \(name) in this package; --target is one of: \(names).")
    }
    return try checkDependsOnRIBCore(target)
  }

  private func checkDependsOnRIBCore(_ target: TargetSummary) throws -> TargetSummary {
    guard target.dependencies.contains("RIBCore") else {
      throw ScaffoldError(
        "target \(target.name) does not depend on RIBCore; add"
          + " `.product(name: \"RIBCore\", package: \"swift-ribs\")` to its dependencies.")
    }
    return target
  }

  private func testTarget(for target: TargetSummary) throws -> TargetSummary {
    let tests = package.targets.filter { $0.kind == .test }
    let candidates = tests.filter { $0.dependencies.contains(target.name) }
    let chosen: TargetSummary
    if let name = options.testTarget {
      guard let named = tests.first(where: { $0.name == name }) else {
        throw ScaffoldError(
          "there is no test target \(name); --test-target is one of: "
            + (tests.isEmpty ? "(none)" : tests.map(\.name).joined(separator: ", ")) + ".")
      }
      // Its tests `@testable import` the target: without the dependency they cannot build.
      guard named.dependencies.contains(target.name) else {
        let others = candidates.map(\.name).joined(separator: " or ")
        throw ScaffoldError(
          "test target \(name) does not depend on \(target.name), so its tests cannot import"
            + " \(target.name)'s RIBs; add \"\(target.name)\" to its dependencies"
            + (others.isEmpty ? "." : ", or pass --test-target \(others)."))
      }
      chosen = named
    } else if candidates.count == 1 {
      chosen = candidates[0]
    } else if let conventional = candidates.first(where: { $0.name == target.name + "Tests" }) {
      chosen = conventional
    } else if candidates.isEmpty {
      let product = { (name: String) in #".product(name: "\#(name)", package: "swift-ribs")"# }
      throw ScaffoldError(
        "no test target depends on \(target.name); add one to Package.swift,"
          + #" `.testTarget(name: "\#(target.name)Tests", dependencies: ["\#(target.name)", "#
          + product("RIBTesting") + ", " + product("RIBCore") + "])`, or pass --no-tests.")
    } else {
      throw ScaffoldError(
        "several test targets depend on \(target.name) ("
          + candidates.map(\.name).joined(separator: ", ") + "); pick one with --test-target.")
    }
    guard chosen.dependencies.contains("RIBTesting") else {
      throw ScaffoldError(
        "test target \(chosen.name) does not depend on RIBTesting, which the generated tests use;"
          + " add `.product(name: \"RIBTesting\", package: \"swift-ribs\")` to its dependencies,"
          + " or pass --no-tests.")
    }
    return chosen
  }

  /// The line a target that gets SwiftUI views needs in `Package.swift`. Printed, not required:
  /// without it the view models and their tests still build where SwiftUI does not exist, and
  /// the manifest is the user's.
  private func swiftUIDependency(of target: TargetSummary) -> String {
    """
    Target \(target.name) does not depend on RIBSwiftUI, which the SwiftUI views import; add to its
    dependencies in Package.swift:

           .product(name: "RIBSwiftUI", package: "swift-ribs"),

    """
  }

  // MARK: - Outline

  private func outline(at path: String) throws -> Outline {
    let absolute = path.hasPrefix("/") ? path : package.directory + "/" + path
    guard let data = FileManager.default.contents(atPath: absolute) else {
      throw ScaffoldError(
        "cannot read the outline \(path); give its path from the package's folder.")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      // The first line that does not decode: the one to fix.
      let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let bad = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil } ?? 0
      throw ScaffoldError(
        "\(path):\(bad + 1): this line is not UTF-8 text; save the outline as UTF-8.")
    }
    return try Outline(text, file: path)
  }

  private func node(
    _ item: Outline.Item, parent: ParentInfo?, in target: TargetSummary
  ) throws
    -> RIBNode
  {
    guard !item.isExisting else {
      throw ScaffoldError(
        "\(item.name) is marked (existing) below the top level; only top-level items can exist"
          + " already.")
    }
    let name = try RIBName(item.name)
    let line = item.line > 0 ? item.line : nil
    // --swiftui makes every view of the outline a SwiftUI view; view-less RIBs have none.
    let isSwiftUI = item.isSwiftUI || (options.isSwiftUI && !item.isViewless)
    let bare = RIBNode(
      name: name, isViewless: item.isViewless, isSwiftUI: isSwiftUI, parent: parent, children: [],
      line: line)
    let asParent = bare.asParent(directory: target.directory + "/" + name.upper)
    let children = try item.children.map { try node($0, parent: asParent, in: target) }
    return RIBNode(
      name: name, isViewless: item.isViewless, isSwiftUI: isSwiftUI, parent: parent,
      children: children, line: line)
  }

  // MARK: - Checks

  /// A view-less RIB under an existing parent borrows the parent's view: the parent's
  /// component must hold one, and, for the tests, a view-less parent's view has a mock.
  private func checkViewSource(
    of node: RIBNode, testTarget: TargetSummary?, testScan: SourceScan?
  ) throws {
    guard node.isViewless, let parent = node.parent else { return }
    let x = node.name.upper
    let p = parent.name.upper
    switch parent.view {
    case .none:
      throw ScaffoldError(
        "\(x) is view-less and shows its children on \(p)'s view, but \(p)Component holds no"
          + " \(viewClass(of: parent)) to lend it; " + lendingTheView(parent)
          + ", then run new-rib again.")
    case .viewControllable(_, let protocolName):
      if let testTarget, let testScan, !testScan.declares(protocolName + "Mock") {
        throw ScaffoldError(
          "\(x)'s tests use \(p)'s view mock, \(protocolName)Mock, which \(testTarget.name)"
            + " does not declare; add it, or pass --no-tests.")
      }
    case .viewController(_, let className) where className.hasSuffix("ViewModel"):
      // ParentInspector lends a SwiftUI parent's slot; this one has none.
      throw ScaffoldError(
        "\(x) is view-less and shows its children in a slot of \(p)'s view, but \(p)ViewModel"
          + " has no ViewSlot to lend it; add `let content = ViewSlot()` to \(p)ViewModel (show"
          + " it in \(p)View with `ViewSlotView(model.content)`), then run new-rib again.")
    case .viewController, .slot:
      break
    }
  }

  /// A child with a view under an existing SwiftUI parent (a view model, no view controller)
  /// is shown in the parent's slot, stack or modal presentation, which keep the RIB and the
  /// screen in step; a parent with none of them and no present/dismiss of its own gets one.
  private func checkSwiftUIParentCanShow(_ node: RIBNode) throws {
    guard !node.isViewless, let parent = node.parent else { return }
    let found = parent.declarations
    guard found.viewModel != nil, found.viewController == nil,
      found.presentationProperties.isEmpty, found.presentMethods == nil
    else { return }
    let p = parent.name.upper
    throw ScaffoldError(
      "\(p)ViewModel has no ViewSlot, ViewStack or ModalPresentation to show \(node.name.upper)"
        + " in; add `let content = ViewSlot()` to \(p)ViewModel and `var content: ViewSlot { get }`"
        + " to \(p)ViewControllable (show it in \(p)View with `ViewSlotView(model.content)`),"
        + " then run new-rib again.")
  }

  /// How to give `parent`'s component its view, in edits that compile when made as written: the
  /// property alone would leave the component without an initializer.
  /// The class of `parent`'s view: its view controller, or the view model of a SwiftUI parent
  /// (one that declares a `…ViewModel` and no `…ViewController`).
  private func viewClass(of parent: ParentInfo) -> String {
    let found = parent.declarations
    let isSwiftUI = found.viewController == nil && found.viewModel != nil
    return parent.name.upper + (isSwiftUI ? "ViewModel" : "ViewController")
  }

  private func lendingTheView(_ parent: ParentInfo) -> String {
    let p = parent.name.upper
    let viewClass = viewClass(of: parent)
    let property = parent.name.lower + viewClass.dropFirst(p.count)
    let found = parent.declarations
    guard (found.viewController ?? found.viewModel) != nil,
      let dependency = found.dependencyProtocol,
      let creation = found.componentCreation
    else {
      return "add `let \(property): \(viewClass)` to \(p)Component, with an init that sets"
        + " it, and make \(p)'s builder pass the view it makes to that init"
    }
    var text =
      "in \(package.relative(found.component?.path ?? creation.path)), add to \(p)Component"
      + " `let \(property): \(viewClass)` and `init(dependency: \(dependency), \(property):"
      + " \(viewClass)) { self.\(property) = \(property); super.init(dependency: dependency) }`,"
      + " and in \(p)Builder"
    let creationLine = creation.line.trimmingCharacters(in: .whitespaces)
    let view = found.viewControllerCreation
    let viewVariable =
      view.flatMap {
        $0.line.firstMatch(of: /let\s+(\w+)/).map { String($0.output.1) }
      } ?? "viewController"
    let newCreation =
      "let \(found.componentVariable) = \(p)Component(dependency: dependency, \(property):"
      + " \(viewVariable))"
    if let view, let viewText = scanText(view.path), let viewIndex = viewText.range(of: view.line),
      let creationIndex = viewText.range(of: creation.line),
      viewIndex.lowerBound > creationIndex.lowerBound
    {
      text +=
        " move `\(view.line.trimmingCharacters(in: .whitespaces))` above `\(creationLine)`, and"
        + " change the latter to `\(newCreation)`"
    } else if view != nil {
      text += " change `\(creationLine)` to `\(newCreation)`"
    } else {
      text +=
        " replace `\(creationLine)` with `let \(viewVariable) = \(viewClass)()` and"
        + " `\(newCreation)`"
    }
    return text
  }

  private func scanText(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
  }

  /// A RIB of the same name must not exist, unless `--force` is to write it anew: then only
  /// the files this run writes may declare its types, or they would be declared twice.
  private func checkNothingExists(_ nodes: [RIBNode], plan: Plan, scan: SourceScan) throws {
    let written = Set(plan.files.map(\.path))
    var replaceable: (name: String, type: String, path: String)?
    for node in nodes {
      let x = node.name.upper
      for part in ["Builder", "Interactor", "Router", "Component"] {
        let declaring = scan.filesMatching(
          #"\b(class|struct|protocol|typealias)\s+\#(x + part)\b"#)
        if let kept = declaring.first(where: { !written.contains($0) }) {
          throw ScaffoldError(
            "\(x) exists already: \(x + part) is declared in \(package.relative(kept)), which"
              + " new-rib does not write (not even with --force); choose another name.")
        }
        if replaceable == nil, let path = declaring.first { replaceable = (x, x + part, path) }
      }
    }
    guard !options.overwrites else { return }
    if let (x, type, path) = replaceable {
      throw ScaffoldError(
        "\(x) exists already: \(type) is declared in \(package.relative(path)); choose another"
          + " name, or pass --force to write \(x) anew over its files.")
    }
    if let existing = plan.files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
      throw ScaffoldError(
        "\(package.relative(existing.path)) exists already; choose another name, or pass --force"
          + " to overwrite it.")
    }
  }

  // MARK: - Files

  private func files(
    of node: RIBNode, target: TargetSummary, testTarget: TargetSummary?
  )
    -> [GeneratedFile]
  {
    let x = node.name.upper
    let folder = target.directory + "/" + x + "/"
    let templates = RIBTemplates(node: node)
    var files = [
      GeneratedFile(path: folder + x + "Builder.swift", text: templates.builder),
      GeneratedFile(path: folder + x + "Interactor.swift", text: templates.interactor),
      GeneratedFile(path: folder + x + "Router.swift", text: templates.router),
    ]
    if let view = templates.viewController {
      files.append(GeneratedFile(path: folder + x + "ViewController.swift", text: view))
    }
    if node.isSwiftUI {
      let swiftUI = SwiftUITemplates(node: node)
      files += [
        GeneratedFile(path: folder + x + "ViewModel.swift", text: swiftUI.viewModel),
        GeneratedFile(path: folder + x + "View.swift", text: swiftUI.view),
      ]
    }
    if let parent = node.parent {
      let link = ParentLinkTemplate(child: node, parent: parent)
      files.append(GeneratedFile(path: parent.directory + "/" + link.fileName, text: link.text))
    }
    if let testTarget {
      let tests = TestTemplates(node: node, moduleName: target.moduleName)
      let testFolder = testTarget.directory + "/" + x + "/"
      files += [
        GeneratedFile(path: testFolder + x + "InteractorTests.swift", text: tests.interactorTests),
        GeneratedFile(path: testFolder + x + "RouterTests.swift", text: tests.routerTests),
        GeneratedFile(path: testFolder + x + "Mocks.swift", text: tests.mocks),
      ]
      if let viewModelTests = tests.viewModelTests {
        files.append(
          GeneratedFile(path: testFolder + x + "ViewModelTests.swift", text: viewModelTests))
      }
    }
    return files
  }
}
