// `swift package --allow-writing-to-package-directory new-rib LoggedIn --parent Root`
//
// The plugin only describes the package to RIBScaffoldTool, which does the work (and which
// tests can reach, unlike a plugin): the targets, their folders and dependencies, and where
// the toolchain's swift-format is, to lay out the code the way the package's own is.

import Foundation
import PackagePlugin

@main
struct NewRIB: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let summary = PackageDescriptionJSON(package: context.package)
    var toolArguments = [try summary.encoded()]
    if let swiftFormat = try? context.tool(named: "swift-format") {
      toolArguments.append(swiftFormat.url.path)
    }
    toolArguments += ["--"] + arguments

    let process = Process()
    process.executableURL = try context.tool(named: "RIBScaffoldTool").url
    process.arguments = toolArguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // The tool's one-line error becomes the command's: SwiftPM prints it and fails.
    for line in errorText.split(separator: "\n") {
      Diagnostics.error(line.hasPrefix("error: ") ? String(line.dropFirst(7)) : String(line))
    }
  }
}

/// The package as RIBScaffold's `PackageSummary` decodes it.
struct PackageDescriptionJSON: Encodable {
  struct Target: Encodable {
    let name: String
    let moduleName: String
    let kind: String
    let directory: String
    let dependencies: [String]
  }

  let directory: String
  let targets: [Target]

  init(package: Package) {
    directory = package.directoryURL.path
    targets = package.targets.compactMap { target in
      guard let module = target as? SourceModuleTarget else { return nil }
      let kind: String
      switch module.kind {
      case .generic: kind = "regular"
      case .executable: kind = "executable"
      case .test: kind = "test"
      default: kind = "other"
      }
      let dependencies = target.dependencies.map { dependency -> String in
        switch dependency {
        case .target(let target): return target.name
        case .product(let product): return product.name
        @unknown default: return ""
        }
      }
      return Target(
        name: target.name, moduleName: module.moduleName, kind: kind,
        directory: target.directoryURL.path, dependencies: dependencies)
    }
  }

  func encoded() throws -> String {
    String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
  }
}
