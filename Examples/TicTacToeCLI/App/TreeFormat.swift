import RIBCore

/// How the `tree` command prints the live tree: `tree` as text, `tree json`, `tree dot` or
/// `tree mermaid` in the other forms RIBCore exports.
enum TreeFormat: String, CaseIterable, Equatable, Sendable {
  case text, json, dot, mermaid

  /// The format the `tree` command's arguments ask for, or why they ask for none.
  static func parse(_ arguments: [String]) -> Result<TreeFormat, TreeFormatError> {
    guard let word = arguments.first else { return .success(.text) }
    guard arguments.count == 1, let format = TreeFormat(rawValue: word.lowercased()) else {
      return .failure(TreeFormatError(arguments: arguments))
    }
    return .success(format)
  }

  /// `snapshot` in this format.
  func render(_ snapshot: RouterSnapshot) -> String {
    switch self {
    case .text: snapshot.treeDescription
    case .json: snapshot.json(prettyPrinted: true)
    case .dot: snapshot.dot
    case .mermaid: snapshot.mermaid
    }
  }
}

/// `tree` was given something other than one format name.
struct TreeFormatError: Error, Equatable, Sendable {
  let arguments: [String]

  /// A one-line explanation naming the formats.
  var message: String {
    let given = InertText.quoted("tree " + arguments.joined(separator: " "), maxLength: 29)
    return "\(given) is not a tree format; type tree, tree json, tree dot or tree mermaid"
  }
}
