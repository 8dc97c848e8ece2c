/// The name of a RIB, checked: an upper-camel-case Swift identifier that makes valid names for
/// every type and property the templates derive from it.
package struct RIBName: Hashable, Sendable, CustomStringConvertible {
  /// The name as typed, such as `LoggedIn`: the prefix of the RIB's types.
  package let upper: String

  /// The name in lower camel case, such as `loggedIn`: the prefix of its properties.
  package let lower: String

  /// Checks `text`; throws a ``ScaffoldError`` that says what is wrong and what to type instead.
  package init(_ text: String, role: String = "RIB name") throws {
    guard let first = text.unicodeScalars.first else {
      throw ScaffoldError("the \(role) is empty; pass a name such as LoggedIn.")
    }
    let allowed = text.unicodeScalars.allSatisfy { $0.isASCIILetterOrDigit || $0 == "_" }
    guard allowed, !first.isASCIIDigit else {
      throw ScaffoldError(
        "`\(text)` is not a valid Swift identifier for a \(role); use letters, digits and _,"
          + " starting with a letter (e.g. LoggedIn).")
    }
    guard first.isASCIIUppercase else {
      throw ScaffoldError(
        "`\(text)` starts with a lower-case letter; a \(role) names types, so write it in"
          + " upper camel case (\(text.prefix(1).uppercased() + text.dropFirst())).")
    }
    if let part = Self.partSuffixes.first(where: text.hasSuffix) {
      let rest = String(text.dropLast(part.count))
      let article = role == "RIB name" ? "the RIB" : "the \(role)"
      throw ScaffoldError(
        "`\(text)` ends in \(part), which new-rib adds itself (\(text + part), \(text)Builder, …);"
          + (rest.isEmpty ? " choose another name." : " name \(article) \(rest)."))
    }
    let lower = Self.lowerCamelCase(text)
    if let word = [text, lower].first(where: SwiftKeywords.all.contains) {
      throw ScaffoldError(
        "`\(text)` cannot be a \(role): `\(word)`, which the scaffold would use as a name, is"
          + " a Swift keyword; choose another name.")
    }
    upper = text
    self.lower = lower
  }

  /// The endings of the names of a RIB's parts: a name ending in one (`LoggedInRouter`) is
  /// a part's name typed for the RIB's, which would make `LoggedInRouterRouter`. Longest first,
  /// so that `ViewController` is named, not `Controller`.
  static let partSuffixes = [
    "ViewControllable", "ViewController", "Interactable", "Presentable", "Dependency",
    "Interactor", "ViewModel", "Buildable", "Component", "Listener", "Builder", "Routing", "Router",
  ]

  /// The name itself.
  package var description: String { upper }

  /// `LoggedIn` → `loggedIn`, `URLLoader` → `urlLoader`, `UI` → `ui`: the leading capitals are
  /// lowered, except the last one when it starts the next word.
  static func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    var capitals = 0
    while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
    if capitals > 1, capitals < characters.count, characters[capitals].isLowercase {
      capitals -= 1
    }
    return String(characters[..<capitals]).lowercased() + String(characters[capitals...])
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
  fileprivate var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
  fileprivate var isASCIILetterOrDigit: Bool {
    isASCIIDigit || isASCIIUppercase || ("a"..."z").contains(self)
  }
}
