import Foundation

/// Finds an existing parent RIB in a target: the folder of its component (where the
/// `ParentComponent+Child.swift` file goes) and how the component exposes the parent's view.
struct ParentInspector {
  let scan: SourceScan
  let target: TargetSummary
  /// The files of the test targets that test `target`, where the parent's mocks are.
  var testScans: [SourceScan] = []

  func inspect(_ parent: RIBName) throws -> ParentInfo {
    let p = parent.upper
    guard let component = scan.firstMatch(#"\bclass\s+\#(p)Component\b"#) else {
      let parts = ["Builder", "Buildable", "Router", "Routing", "Interactor", "Interactable"]
      let known =
        parts.contains { scan.declares(p + $0) }
        || FileManager.default.fileExists(atPath: target.directory + "/" + p)
      if known {
        throw ScaffoldError(
          "the parent \(p) has no component (no `class \(p)Component` in target"
            + " \(target.name)); add one to \(p)'s builder, for its children's dependencies"
            + " to come from, and run new-rib again.")
      }
      throw ScaffoldError(
        "there is no RIB \(p) in target \(target.name) (no \(p)Component, \(p)Builder or \(p)/"
          + " folder); check --parent, or create \(p) first.")
    }
    // In the component's own body: its dependency protocol, often in the same file, may declare
    // a property of the same name.
    let componentBody = scan.text(of: component.path).flatMap {
      body(of: #"\bclass\s+\#(p)Component\b"#, in: $0)
    }
    let pattern = try? Regex(
      #"(?m)^[ \t]*(?:(public|internal|package|fileprivate|private)\s+)?(?:let|var)\s+(\w+)\s*:\s*(\#(p)ViewController|\#(p)ViewControllable|\#(p)ViewModel|ViewSlot)\b"#
    )
    let view = pattern.flatMap { pattern in componentBody?.firstMatch(of: pattern) }
    var parentView: ParentView
    if let view, let property = view[2].substring.map(String.init),
      let type = view[3].substring.map(String.init)
    {
      // A child's link is in a file of its own, where a private property is out of reach; a
      // borrowed view is also its component's dependency's, which is not.
      let isPrivate = view[1].substring.map { $0.hasSuffix("private") } ?? false
      if type == "ViewSlot" {
        // A view-less parent lent a slot: it lends it on.
        parentView = .slot(expression: isPrivate ? "dependency." + property : property)
      } else if type.hasSuffix("ViewControllable") {
        parentView = .viewControllable(
          property: isPrivate ? "dependency." + property : property, protocolName: type)
      } else {
        parentView = .viewController(property: property, className: type)
      }
    } else {
      parentView = .none
    }
    let declarations = ParentDeclarations(parent: parent, scan: scan, testScans: testScans)
    // A SwiftUI parent lends its view-less children a slot of its view model, as RIBs with
    // SwiftUI does, not the view model itself.
    if case .viewController(let property, let type) = parentView, type.hasSuffix("ViewModel"),
      let slot = declarations.presentationProperties.first(where: { $0.kind == .slot })
    {
      parentView = .slot(expression: property + "." + slot.name)
    }
    let directory = (component.path as NSString).deletingLastPathComponent
    return ParentInfo(
      name: parent, directory: directory, view: parentView, isNew: false,
      declarations: declarations)
  }
}
