/// Reads JSON text token by token, without recursion and without Foundation: nested values are
/// skipped with a stack of the brackets still open, so any depth reads in constant stack.
/// (`JSONSerialization` and `JSONDecoder` stop at 512 levels of nesting, and `Codable` recurses.)
///
/// One reader for RIBCore's snapshots and the tree viewer's records: the viewer's package
/// compiles this same file (its copy is a symbolic link here). Each module names the error it
/// throws as `JSONScanError`, a type with `init(message:offset:)`.
struct JSONScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next unread byte is.
  private(set) var offset = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// An error at the current position.
  func error(_ message: String) -> JSONScanError {
    JSONScanError(message: message, offset: offset)
  }

  /// Whether every byte was read.
  var isAtEnd: Bool { offset == bytes.count }

  /// The next byte that is not whitespace, not consumed; `nil` at the end.
  mutating func peek() -> UInt8? {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        offset += 1
      default:
        return bytes[offset]
      }
    }
    return nil
  }

  /// Consumes `byte`, after whitespace, or fails saying that `what` was expected there.
  mutating func expect(_ byte: UInt8, _ what: String) throws(JSONScanError) {
    guard peek() == byte else { throw error("expected \(what)") }
    offset += 1
  }

  /// Fails unless only whitespace is left.
  mutating func expectEnd() throws(JSONScanError) {
    guard peek() == nil else { throw error("unexpected text after the document") }
  }

  /// Inside an object, just after `{` or a member's value: the next member's key, with its
  /// colon consumed, or `nil` if the object ends here (its `}` consumed).
  mutating func nextKey(isFirst: inout Bool) throws(JSONScanError) -> String? {
    if peek() == UInt8(ascii: "}") {
      offset += 1
      return nil
    }
    if !isFirst { try expect(UInt8(ascii: ","), "',' or '}'") }
    isFirst = false
    guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name") }
    let key = try string()
    try expect(UInt8(ascii: ":"), "':'")
    return key
  }

  /// Inside an array, just after `[` or an element: whether another element follows (the comma
  /// before it consumed); `false` if the array ends here (its `]` consumed).
  mutating func hasNextElement(isFirst: inout Bool) throws(JSONScanError) -> Bool {
    if peek() == UInt8(ascii: "]") {
      offset += 1
      return false
    }
    if !isFirst { try expect(UInt8(ascii: ","), "',' or ']'") }
    isFirst = false
    return true
  }

  /// A string value.
  mutating func string() throws(JSONScanError) -> String {
    try expect(UInt8(ascii: "\""), "a string")
    let start = offset
    // Most strings have no escapes: they are decoded in one piece.
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""),
      bytes[offset] != UInt8(ascii: "\\"), bytes[offset] >= 0x20
    {
      offset += 1
    }
    guard offset < bytes.count else { throw error("unterminated string") }
    if bytes[offset] == UInt8(ascii: "\"") {
      offset += 1
      return String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset - 1]), as: UTF8.self)
    }
    var result = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    var pending: [UInt8] = []
    while true {
      guard offset < bytes.count else { throw error("unterminated string") }
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        return result + String(decoding: pending, as: UTF8.self)
      case UInt8(ascii: "\\"):
        result += String(decoding: pending, as: UTF8.self)
        pending.removeAll(keepingCapacity: true)
        result.unicodeScalars.append(try escape())
      case ..<0x20:
        offset -= 1
        throw error("a control character in a string")
      default:
        pending.append(byte)
      }
    }
  }

  /// The character of the escape whose backslash was just read.
  private mutating func escape() throws(JSONScanError) -> Unicode.Scalar {
    guard offset < bytes.count else { throw error("unterminated string") }
    let letter = bytes[offset]
    offset += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hexQuad()
      if (0xD800..<0xDC00).contains(first) {
        // A high surrogate: the low one must follow as an escape of its own.
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else { throw error("a lone surrogate in a \\u escape") }
        offset += 2
        let second = try hexQuad()
        guard (0xDC00..<0xE000).contains(second) else {
          throw error("a lone surrogate in a \\u escape")
        }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error("a lone surrogate in a \\u escape")
      }
      return scalar
    default:
      offset -= 1
      throw error("an unknown escape in a string")
    }
  }

  private mutating func hexQuad() throws(JSONScanError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
        throw error("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// An integer value: no fraction, no exponent, within `Int`.
  mutating func integer() throws(JSONScanError) -> Int {
    _ = peek()
    let start = offset
    let isNegative = offset < bytes.count && bytes[offset] == UInt8(ascii: "-")
    if isNegative { offset += 1 }
    var value = 0
    var digits = 0
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
      let digit = Int(bytes[offset] - UInt8(ascii: "0"))
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        isNegative
        ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else {
        offset = start
        throw error("an integer out of range")
      }
      value = next
      digits += 1
      offset += 1
    }
    if digits == 0 || (offset < bytes.count && Self.continuesANumber(bytes[offset])) {
      offset = start
      throw error("expected an integer")
    }
    return value
  }

  /// A boolean value.
  mutating func bool() throws(JSONScanError) -> Bool {
    if literal("true") { return true }
    if literal("false") { return false }
    throw error("expected true or false")
  }

  /// Consumes `word` (after whitespace) if it comes next.
  mutating func literal(_ word: StaticString) -> Bool {
    guard peek() != nil, offset + word.utf8CodeUnitCount <= bytes.count else { return false }
    for index in 0..<word.utf8CodeUnitCount
    where bytes[offset + index] != word.utf8Start[index] {
      return false
    }
    let end = offset + word.utf8CodeUnitCount
    if end < bytes.count, Self.continuesANumber(bytes[end]) { return false }
    offset = end
    return true
  }

  /// Whether `byte` can continue a number or a literal, so that `12x` or `truex` is not read as
  /// a value followed by junk.
  private static func continuesANumber(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// Skips one value of any kind and depth, checking its brackets, commas and colons.
  mutating func skipValue() throws(JSONScanError) {
    // Each open container: whether it is an object, and whether it has no member yet.
    var open: [(isObject: Bool, isFirst: Bool)] = []
    while true {
      // One value.
      guard let byte = peek() else { throw error("expected a value") }
      switch byte {
      case UInt8(ascii: "{"):
        offset += 1
        open.append((true, true))
      case UInt8(ascii: "["):
        offset += 1
        open.append((false, true))
      case UInt8(ascii: "\""):
        _ = try string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try skipNumber()
      default:
        guard literal("true") || literal("false") || literal("null") else {
          throw error("expected a value")
        }
      }
      // Then close what ends here, until a container wants another value.
      while let top = open.last {
        let index = open.count - 1
        if top.isObject {
          var isFirst = top.isFirst
          if try nextKey(isFirst: &isFirst) != nil {
            open[index].isFirst = false
            break
          }
        } else {
          var isFirst = top.isFirst
          if try hasNextElement(isFirst: &isFirst) {
            open[index].isFirst = false
            break
          }
        }
        open.removeLast()
      }
      if open.isEmpty { return }
    }
  }

  /// Skips a number: `-`, digits, then an optional fraction and exponent.
  private mutating func skipNumber() throws(JSONScanError) {
    let start = offset
    func digits(_ scanner: inout JSONScanner) -> Int {
      var count = 0
      while scanner.offset < scanner.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.offset])
      {
        scanner.offset += 1
        count += 1
      }
      return count
    }
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    var valid = digits(&self) > 0
    if valid, offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      valid = digits(&self) > 0
    }
    if valid, offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      valid = digits(&self) > 0
    }
    guard valid, offset == bytes.count || !Self.continuesANumber(bytes[offset]) else {
      offset = start
      throw error("a malformed number")
    }
  }
}
