/// The package new-rib runs in, as the plugin describes it to the tool: its folder and its
/// targets. (The plugin API is not available to the tool, so it passes this as JSON.)
package struct PackageSummary: Codable, Equatable, Sendable {
  /// The package's folder, absolute.
  package var directory: String
  /// The package's Swift targets.
  package var targets: [TargetSummary]

  /// Creates a summary.
  package init(directory: String, targets: [TargetSummary]) {
    self.directory = directory
    self.targets = targets
  }

  /// `path` relative to the package's folder, for messages.
  func relative(_ path: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// One Swift target of the package.
package struct TargetSummary: Codable, Equatable, Sendable {
  /// What the target builds.
  package enum Kind: String, Codable, Sendable {
    /// A library target.
    case regular
    /// An executable target.
    case executable
    /// A test target.
    case test
    /// Anything else (a macro, a snippet): new-rib writes no RIB there.
    case other
  }

  /// The target's name in the manifest.
  package var name: String
  /// The name of its module, which tests import.
  package var moduleName: String
  /// What it builds.
  package var kind: Kind
  /// Its sources' folder, absolute.
  package var directory: String
  /// The names of the targets and products it depends on.
  package var dependencies: [String]

  /// Creates a summary.
  package init(
    name: String, moduleName: String, kind: Kind, directory: String, dependencies: [String]
  ) {
    self.name = name
    self.moduleName = moduleName
    self.kind = kind
    self.directory = directory
    self.dependencies = dependencies
  }
}
