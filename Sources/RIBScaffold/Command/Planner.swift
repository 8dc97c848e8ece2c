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
    let inspector = ParentInspector(scan: scan, target: target)

    // The RIBs to write, grouped under their existing parent (or none).
    var roots: [(parent: ParentInfo?, items: [Outline.Item])] = []
    if let name = options.name {
      let item = Outline.Item(name: name, isViewless: options.isViewless)
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
    var seen: Set<RIBName> = []
    for node in all {
      guard seen.insert(node.name).inserted else {
        throw ScaffoldError("\(node.name) appears twice in the outline; each RIB once.")
      }
      if node.parent?.isNew == false {
        try checkViewSource(of: node, testTarget: testTarget, testScan: testScan)
      }
    }

    var plan = Plan()
    for node in all {
      plan.files += files(of: node, target: target, testTarget: testTarget)
      if let parent = node.parent, !parent.isNew {
        plan.instructions.append(WiringInstructions(child: node, parent: parent).text)
      }
    }
    if !options.overwrites {
      try checkNothingExists(all, plan: plan, target: target, scan: scan)
    }
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
    let chosen: TargetSummary
    if let name = options.testTarget {
      guard let named = tests.first(where: { $0.name == name }) else {
        throw ScaffoldError(
          "there is no test target \(name); --test-target is one of: "
            + (tests.isEmpty ? "(none)" : tests.map(\.name).joined(separator: ", ")) + ".")
      }
      chosen = named
    } else {
      let candidates = tests.filter { $0.dependencies.contains(target.name) }
      if candidates.count == 1 {
        chosen = candidates[0]
      } else if let conventional = candidates.first(where: { $0.name == target.name + "Tests" }) {
        chosen = conventional
      } else if candidates.isEmpty {
        throw ScaffoldError(
          "no test target depends on \(target.name); add one (see --help) or pass --no-tests.")
      } else {
        throw ScaffoldError(
          "several test targets depend on \(target.name) ("
            + candidates.map(\.name).joined(separator: ", ") + "); pick one with --test-target.")
      }
    }
    guard chosen.dependencies.contains("RIBTesting") else {
      throw ScaffoldError(
        "test target \(chosen.name) does not depend on RIBTesting, which the generated tests use;"
          + " add `.product(name: \"RIBTesting\", package: \"swift-ribs\")` to its dependencies,"
          + " or pass --no-tests.")
    }
    return chosen
  }

  // MARK: - Outline

  private func outline(at path: String) throws -> Outline {
    let absolute = path.hasPrefix("/") ? path : package.directory + "/" + path
    guard let text = try? String(contentsOfFile: absolute, encoding: .utf8) else {
      throw ScaffoldError(
        "cannot read the outline \(path); give its path from the package's folder.")
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
    let bare = RIBNode(name: name, isViewless: item.isViewless, parent: parent, children: [])
    let asParent = bare.asParent(directory: target.directory + "/" + name.upper)
    let children = try item.children.map { try node($0, parent: asParent, in: target) }
    return RIBNode(name: name, isViewless: item.isViewless, parent: parent, children: children)
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
          + " \(p)ViewController to lend it; add `let \(parent.name.lower)ViewController:"
          + " \(p)ViewController` to \(p)Component, then run new-rib again.")
    case .viewControllable(_, let protocolName):
      if let testTarget, let testScan, !testScan.declares(protocolName + "Mock") {
        throw ScaffoldError(
          "\(x)'s tests use \(p)'s view mock, \(protocolName)Mock, which \(testTarget.name)"
            + " does not declare; add it, or pass --no-tests.")
      }
    case .viewController:
      break
    }
  }

  private func checkNothingExists(
    _ nodes: [RIBNode], plan: Plan, target: TargetSummary, scan: SourceScan
  ) throws {
    for node in nodes {
      let x = node.name.upper
      for part in ["Builder", "Interactor", "Router", "Component"] {
        if let match = scan.firstMatch(#"\b(class|struct|protocol|typealias)\s+\#(x + part)\b"#) {
          throw ScaffoldError(
            "\(x) exists already: \(x + part) is declared in \(package.relative(match.path));"
              + " choose another name.")
        }
      }
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
    }
    return files
  }
}
