/// A file new-rib writes: where, and what.
public struct GeneratedFile: Equatable, Sendable {
  /// The file's absolute path.
  public let path: String
  /// Its contents.
  public var text: String

  /// Creates a file.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}
