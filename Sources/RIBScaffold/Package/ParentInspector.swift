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
    let view = scan.firstMatch(
      #"^[ \t]*(?:(?:public|internal|package)\s+)?(?:let|var)\s+(\w+)\s*:\s*(\#(p)ViewController|\#(p)ViewControllable)\b"#,
      inFile: component.path)
    let parentView: ParentView
    if let view {
      let (property, type) = (view.captures[0], view.captures[1])
      parentView =
        type.hasSuffix("ViewControllable")
        ? .viewControllable(property: property, protocolName: type)
        : .viewController(property: property, className: type)
    } else {
      parentView = .none
    }
    let directory = (component.path as NSString).deletingLastPathComponent
    return ParentInfo(
      name: parent, directory: directory, view: parentView, isNew: false,
      declarations: ParentDeclarations(parent: parent, scan: scan, testScans: testScans))
  }
}
