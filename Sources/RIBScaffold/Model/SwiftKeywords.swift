/// The words a RIB's name, or the property name made from it, must not be.
enum SwiftKeywords {
  /// Swift's keywords, and the identifiers with a special meaning in declarations or types
  /// (`Type`, `Self`, `Any`), which would make a derived declaration fail to compile.
  static let all: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "switch", "throw", "throws", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self", "Self", "super", "true", "try", "Type", "Protocol", "some", "any", "async",
    "actor", "macro", "package",
  ]
}
