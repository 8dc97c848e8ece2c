import Foundation
import RIBScaffold

/// A package in a temporary folder, as new-rib finds one: a target `App` with the root RIB of
/// Scripts/new-rib-check (whose component holds its view), its test target `AppTests`, and a
/// target `Plain` that does not depend on RIBCore.
final class ScratchPackage {
  let directory: String

  init() throws {
    directory =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("new-rib-tests-\(UUID().uuidString)").path
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: directory + "/Sources/App", withIntermediateDirectories: true)
    try manager.createDirectory(
      atPath: directory + "/Sources/Plain", withIntermediateDirectories: true)
    try manager.createDirectory(
      atPath: directory + "/Tests/AppTests", withIntermediateDirectories: true)
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    try manager.copyItem(
      atPath: repository.path + "/Scripts/new-rib-check/Root",
      toPath: directory + "/Sources/App/Root")
    try write("Tests/AppTests/Placeholder.swift", "// Tests go here.\n")
    try write("Sources/Plain/Plain.swift", "struct Plain {}\n")
  }

  deinit {
    try? FileManager.default.removeItem(atPath: directory)
  }

  var summary: PackageSummary {
    PackageSummary(
      directory: directory,
      targets: [
        TargetSummary(
          name: "App", moduleName: "App", kind: .regular, directory: directory + "/Sources/App",
          dependencies: ["RIBCore", "RIBStreams"]),
        TargetSummary(
          name: "Plain", moduleName: "Plain", kind: .regular,
          directory: directory + "/Sources/Plain", dependencies: []),
        TargetSummary(
          name: "AppTests", moduleName: "AppTests", kind: .test,
          directory: directory + "/Tests/AppTests",
          dependencies: ["App", "RIBTesting", "RIBCore"]),
      ])
  }

  /// Runs new-rib with `arguments`, without formatting (the templates' own layout).
  @discardableResult
  func newRIB(_ arguments: String...) -> CommandResult {
    NewRIBCommand(package: summary).run(arguments)
  }

  func write(_ relativePath: String, _ text: String) throws {
    let url = URL(fileURLWithPath: directory + "/" + relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ relativePath: String) -> String? {
    try? String(contentsOfFile: directory + "/" + relativePath, encoding: .utf8)
  }

  /// Every file and folder under the package, with the files' contents: equal snapshots mean
  /// nothing was written, removed or changed.
  func snapshot() -> [String: String] {
    var result: [String: String] = [:]
    let manager = FileManager.default
    for case let path as String in manager.enumerator(atPath: directory) ?? .init() {
      result[path] = read(path) ?? "(folder)"
    }
    return result
  }
}
