extension RouterSnapshot {
  /// Why ``RouterSnapshot/init(json:)`` could not read a document: what was wrong, and where.
  public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problem, in words, e.g. `expected ':'` or `a router with no "typeName"`.
    public var message: String
    /// Where in the document's UTF-8 the problem was found, counting from 0.
    public var offset: Int

    /// Creates an error.
    public init(message: String, offset: Int) {
      self.message = message
      self.offset = offset
    }

    /// `message`, and where: `expected ':' (at byte 12 of the JSON)`.
    public var description: String { "\(message) (at byte \(offset) of the JSON)" }
  }
}
