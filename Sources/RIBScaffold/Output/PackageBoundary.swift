import Foundation

/// Where new-rib may write: inside the package's folder, once every symbolic link on the way is
/// followed. A target's folder, a RIB's folder or a test folder that is a link to a folder
/// elsewhere would otherwise take the files out of the package without a word.
struct PackageBoundary {
  /// The package's folder, links resolved.
  private let root: String
  private let package: PackageSummary

  init(package: PackageSummary) {
    self.package = package
    root = Self.resolved(package.directory) ?? package.directory
  }

  /// Throws, in one line, if writing `path` would write outside the package.
  func check(_ path: String) throws {
    // From the top down, so that the message names the first link that leads out.
    var prefix = ""
    var resolvedPrefix = "/"
    for component in path.split(separator: "/") {
      prefix += "/" + component
      if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: prefix) {
        // A link to nothing yet is followed too: writing through it would create its target.
        let absolute =
          destination.hasPrefix("/")
          ? destination
          : ((resolvedPrefix as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(destination)
        resolvedPrefix = Self.resolved(absolute) ?? Self.lexical(absolute)
      } else {
        resolvedPrefix = (resolvedPrefix as NSString).appendingPathComponent(String(component))
      }
      // Above the package's own folder, links (a home folder on another disk) are the user's.
      guard Self.isInside(prefix, Self.lexical(package.directory)) else { continue }
      guard Self.isInside(resolvedPrefix, root) else { throw outside(prefix, resolvedPrefix) }
    }
    guard Self.isInside(resolvedPrefix, root) else { throw outside(path, resolvedPrefix) }
  }

  private func outside(_ path: String, _ destination: String) -> ScaffoldError {
    ScaffoldError(
      "\(package.relative(path)) leads outside the package (to \(destination)); new-rib writes"
        + " only inside the package, so nothing was written: make it a folder of the package,"
        + " or choose another target.")
  }

  /// Whether `path` is `folder` or inside it.
  private static func isInside(_ path: String, _ folder: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  private static func lexical(_ path: String) -> String {
    (path as NSString).standardizingPath
  }

  /// `path` with every link followed, or `nil` if it does not exist.
  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
