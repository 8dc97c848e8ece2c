/// Finds request heads in the bytes of a connection, within fixed limits, in time linear in the
/// bytes read: each byte is looked at once, however the bytes are split between reads.
///
/// FlyingFox's own reader takes time quadratic in the length of a line and has no limit, so a
/// few requests with long header lines held the server's threads for minutes.
public struct HTTPHeadReader: Sendable {
  /// The longest request line taken, in bytes; a longer one is answered with 414.
  public static let maximumRequestLineLength = 8 * 1024
  /// The longest head (request line and header fields) taken, in bytes; a longer one is
  /// answered with 431.
  public static let maximumHeadLength = 32 * 1024

  /// What the bytes read so far amount to.
  public enum Outcome: Equatable, Sendable {
    /// No complete head yet: read more.
    case needsMore
    /// A complete head; bytes after it stay for the next one.
    case head(HTTPRequestHead)
    /// The request cannot be served: answer with this status, then close the connection.
    case reject(status: Int, reason: String)
  }

  private var buffer: [UInt8] = []
  /// Where the current line starts, and where to go on looking for its end.
  private var lineStart = 0
  private var scanned = 0
  /// The request line and the header field lines of the head being read, found so far.
  private var requestLine: Range<Int>?
  private var fieldLines: [Range<Int>] = []

  /// Creates a reader with nothing read.
  public init() {}

  /// Takes the bytes just read and says what they complete.
  public mutating func read(_ bytes: some Sequence<UInt8>) -> Outcome {
    buffer.append(contentsOf: bytes)
    return next()
  }

  /// What the bytes already read give: a further head that came with the last one, or
  /// ``Outcome/needsMore``.
  public mutating func next() -> Outcome {
    while scanned < buffer.count {
      let byte = buffer[scanned]
      scanned += 1
      guard byte == UInt8(ascii: "\n") else { continue }
      let line = lineStart..<(scanned - 1)
      lineStart = scanned
      if scanned > Self.maximumHeadLength { return tooLargeHead }
      guard let requestLine else {
        // Empty lines before a request line are allowed (RFC 9112 §2.2); they count towards
        // the head's length.
        if isBlank(line) { continue }
        if line.count > Self.maximumRequestLineLength { return tooLongLine }
        self.requestLine = line
        continue
      }
      guard isBlank(line) else {
        fieldLines.append(line)
        continue
      }
      let outcome = parse(requestLine: requestLine, fieldLines: fieldLines)
      buffer.removeFirst(scanned)
      (lineStart, scanned, self.requestLine, fieldLines) = (0, 0, nil, [])
      return outcome
    }
    if requestLine == nil, scanned - lineStart > Self.maximumRequestLineLength {
      return tooLongLine
    }
    if scanned > Self.maximumHeadLength { return tooLargeHead }
    return .needsMore
  }

  private var tooLongLine: Outcome {
    .reject(
      status: 414, reason: "the request line is longer than \(Self.maximumRequestLineLength) bytes")
  }

  private var tooLargeHead: Outcome {
    .reject(status: 431, reason: "the request head is larger than \(Self.maximumHeadLength) bytes")
  }

  private func isBlank(_ line: Range<Int>) -> Bool {
    line.isEmpty || (line.count == 1 && buffer[line.lowerBound] == UInt8(ascii: "\r"))
  }

  /// The text of `range`, without a final `\r`.
  private func text(_ range: Range<Int>) -> String {
    var end = range.upperBound
    if end > range.lowerBound, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: buffer[range.lowerBound..<end], as: UTF8.self)
  }

  private func parse(requestLine: Range<Int>, fieldLines: [Range<Int>]) -> Outcome {
    let parts = text(requestLine).split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, parts[2].hasPrefix("HTTP/1.")
    else { return .reject(status: 400, reason: "a malformed request line") }
    var head = HTTPRequestHead(
      method: String(parts[0]), target: String(parts[1]), version: String(parts[2]))
    for line in fieldLines {
      let field = text(line)
      // No whitespace before the colon, and no folded lines (RFC 9112 §5.1, §5.2).
      guard let colon = field.firstIndex(of: ":"), colon != field.startIndex,
        !field[..<colon].contains(where: { $0 == " " || $0 == "\t" })
      else { return .reject(status: 400, reason: "a malformed header field") }
      let name = field[..<colon].lowercased()
      let value = field[field.index(after: colon)...].trimmingWhitespace()
      head.fields[name] = head.fields[name].map { "\($0), \(value)" } ?? value
    }
    return .head(head)
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
