/// Writes JSON text by hand: RIBCore has no Foundation, so no `JSONEncoder`.
enum JSONText {
  /// `text` as a JSON string literal, quotes included.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        // Below 0x20 JSON requires the escape; U+2028/9 end a line in JavaScript.
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `"key":value` or, pretty, `"key": value`.
  static func member(_ key: String, _ value: String, pretty: Bool) -> String {
    string(key) + (pretty ? ": " : ":") + value
  }
}
