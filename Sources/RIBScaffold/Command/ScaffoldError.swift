/// Bad input, reported as one line that names what is wrong and how to fix it. Nothing is
/// written when one is thrown.
package struct ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The line, without the `error:` prefix.
  package let message: String

  /// Creates an error with `message`.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
