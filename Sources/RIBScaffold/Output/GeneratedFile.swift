/// A file new-rib writes: where, and what.
package struct GeneratedFile: Equatable, Sendable {
  /// The file's absolute path.
  package let path: String
  /// Its contents.
  package var text: String

  /// Creates a file.
  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
