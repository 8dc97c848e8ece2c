#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#elseif canImport(ucrt)
  import ucrt
#endif

/// A supplier of raw input bytes, read in chunks of whatever size is available.
nonisolated protocol ByteSource: AnyObject {
  /// Returns the next non-empty chunk of bytes, or `nil` at the end of the input.
  func readChunk() -> [UInt8]?
}

/// Reads bytes from a file descriptor, standard input by default.
nonisolated final class FileDescriptorByteSource: ByteSource {
  /// The descriptor read from.
  let fileDescriptor: Int32

  /// How many bytes one `read` may return.
  private let chunkSize: Int

  /// Creates a source for `fileDescriptor` (0, standard input, by default).
  init(fileDescriptor: Int32 = 0, chunkSize: Int = 4096) {
    self.fileDescriptor = fileDescriptor
    self.chunkSize = max(1, chunkSize)
  }

  /// Blocks until bytes are available; a read error is treated as the end of the input, since
  /// nothing more can be read from the descriptor either way.
  func readChunk() -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Self.platformRead(fileDescriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 { return Array(chunk[..<count]) }
      // A signal (for example a terminal resize) can interrupt a read that had no data yet.
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// The platform's `read`, returning the number of bytes read, 0 at the end, or -1 on error.
  private static func platformRead(
    _ fileDescriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  ) -> Int {
    #if canImport(ucrt)
      return Int(_read(fileDescriptor, buffer, UInt32(min(count, Int(Int32.max)))))
    #else
      return read(fileDescriptor, buffer, count)
    #endif
  }
}

/// Serves bytes held in memory, for tests and replayed sessions.
nonisolated final class InMemoryByteSource: ByteSource {
  /// The bytes not yet served.
  private var remaining: ArraySlice<UInt8>

  /// The most bytes one chunk holds, to exercise lines split across reads.
  private let chunkSize: Int

  /// Creates a source serving `bytes` in chunks of at most `chunkSize` bytes.
  init(_ bytes: [UInt8], chunkSize: Int = 4096) {
    remaining = bytes[...]
    self.chunkSize = max(1, chunkSize)
  }

  /// Creates a source serving the UTF-8 encoding of `text`.
  convenience init(_ text: String, chunkSize: Int = 4096) {
    self.init(Array(text.utf8), chunkSize: chunkSize)
  }

  /// Returns the next chunk, or `nil` once everything was served.
  func readChunk() -> [UInt8]? {
    guard !remaining.isEmpty else { return nil }
    let chunk = remaining.prefix(chunkSize)
    remaining = remaining.dropFirst(chunk.count)
    return Array(chunk)
  }
}

/// One result of reading a line of input.
nonisolated enum InputLine: Equatable, Sendable {
  /// A complete line, without its line ending (`\n` or `\r\n`).
  case line(String)
  /// A line whose bytes are not valid UTF-8; it was consumed and discarded.
  case invalidUTF8
  /// A line longer than `limit` bytes; it was consumed up to its newline and discarded.
  case tooLong(limit: Int)
  /// There is no more input.
  case endOfInput
}

/// Splits a byte stream into lines, reporting invalid UTF-8 and overlong lines instead of
/// returning them.
///
/// The standard library's `readLine()` silently repairs invalid UTF-8 and accepts lines of any
/// length; here both are reported, so the game can explain what was wrong with a line and go on.
/// An overlong line is never held in memory beyond `maxLineLength` bytes plus one chunk.
nonisolated final class LineReader {
  /// The default longest line accepted, in bytes.
  static let defaultMaxLineLength = 1024

  /// The longest line accepted, in bytes, not counting the line ending.
  let maxLineLength: Int

  /// Where the bytes come from.
  private let source: ByteSource

  /// Bytes read but not yet returned as lines.
  private var buffer: [UInt8] = []

  /// How many leading bytes of `buffer` are known to hold no newline.
  private var scannedCount = 0

  /// Whether the current line already overflowed, so its bytes are being dropped up to `\n`.
  private var isDiscardingLine = false

  /// Whether the source reported the end of the input; it is not asked again afterwards.
  private var reachedEnd = false

  /// Whether no line has been returned yet, so a leading byte order mark is still to be removed.
  private var isFirstLine = true

  /// Creates a reader of `source`, standard input by default.
  init(
    source: ByteSource = FileDescriptorByteSource(),
    maxLineLength: Int = LineReader.defaultMaxLineLength
  ) {
    self.source = source
    self.maxLineLength = max(0, maxLineLength)
  }

  /// Returns the next line, or what was wrong with it, or `.endOfInput`.
  ///
  /// A last line without a newline is returned as a line; a `\r` before the `\n` is removed.
  func readLine() -> InputLine {
    while true {
      if let newline = buffer[scannedCount...].firstIndex(of: UInt8(ascii: "\n")) {
        let bytes = buffer[..<newline]
        buffer.removeSubrange(...newline)
        scannedCount = 0
        if isDiscardingLine {
          isDiscardingLine = false
          return .tooLong(limit: maxLineLength)
        }
        return decode(bytes)
      }
      scannedCount = buffer.count
      // One byte of slack: a line of exactly the limit may still be followed by its `\r`.
      if buffer.count > maxLineLength + 1 {
        isDiscardingLine = true
        buffer.removeAll(keepingCapacity: true)
        scannedCount = 0
      }

      if !reachedEnd, let chunk = source.readChunk() {
        buffer.append(contentsOf: chunk)
        continue
      }
      reachedEnd = true
      if isDiscardingLine {
        isDiscardingLine = false
        buffer.removeAll()
        scannedCount = 0
        return .tooLong(limit: maxLineLength)
      }
      guard !buffer.isEmpty else { return .endOfInput }
      let bytes = buffer[...]
      buffer = []
      scannedCount = 0
      return decode(bytes)
    }
  }

  /// Turns the bytes of one line, without its `\n`, into a result.
  private func decode(_ bytes: ArraySlice<UInt8>) -> InputLine {
    var bytes = bytes
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    // Editors on some systems start files with a byte order mark that is not part of the text.
    if isFirstLine && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    isFirstLine = false
    guard bytes.count <= maxLineLength else { return .tooLong(limit: maxLineLength) }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .invalidUTF8 }
    return .line(text)
  }
}
