/// Bad input, reported as one line that names what is wrong and how to fix it. Nothing is
/// written when one is thrown.
public struct ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The line, without the `error:` prefix.
  public let message: String

  /// Creates an error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
