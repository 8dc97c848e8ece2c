import Testing

@testable import TicTacToeCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A source that counts how often it is asked, and hands out scripted chunks.
private final class ScriptedSource: ByteSource {
  private var chunks: [[UInt8]?]
  private(set) var readCount = 0

  init(_ chunks: [[UInt8]?]) {
    self.chunks = chunks
  }

  func readChunk() -> [UInt8]? {
    readCount += 1
    return chunks.isEmpty ? nil : chunks.removeFirst()
  }
}

@Suite struct LineReaderTests {
  /// Reads everything from `bytes` until the end of the input, which is included.
  private func readAll(
    _ bytes: [UInt8], chunkSize: Int = 4096, maxLineLength: Int = 1024
  ) -> [InputLine] {
    let reader = LineReader(
      source: InMemoryByteSource(bytes, chunkSize: chunkSize), maxLineLength: maxLineLength)
    var results: [InputLine] = []
    repeat {
      results.append(reader.readLine())
    } while results.last != .endOfInput && results.count < 1000
    return results
  }

  /// Same as `readAll`, from text.
  private func readAll(_ text: String, chunkSize: Int = 4096) -> [InputLine] {
    readAll(Array(text.utf8), chunkSize: chunkSize)
  }

  @Test func readsLines() {
    #expect(readAll("help\nquit\n") == [.line("help"), .line("quit"), .endOfInput])
  }

  @Test func stripsCarriageReturns() {
    #expect(readAll("a\r\nb\r\n") == [.line("a"), .line("b"), .endOfInput])
  }

  @Test func keepsCarriageReturnsInsideALine() {
    #expect(readAll("a\rb\n") == [.line("a\rb"), .endOfInput])
  }

  @Test func returnsALastLineWithoutNewline() {
    #expect(readAll("a\nb") == [.line("a"), .line("b"), .endOfInput])
    #expect(readAll("a\r") == [.line("a"), .endOfInput])
  }

  @Test func emptyInputIsJustTheEnd() {
    #expect(readAll("") == [.endOfInput])
  }

  @Test func emptyLinesAreLines() {
    #expect(readAll("\n\r\n") == [.line(""), .line(""), .endOfInput])
  }

  @Test func theEndIsFinalAndTheSourceIsNotAskedAgain() {
    let source = ScriptedSource([Array("a".utf8), nil, Array("late\n".utf8)])
    let reader = LineReader(source: source)
    #expect(reader.readLine() == .line("a"))
    #expect(reader.readLine() == .endOfInput)
    #expect(reader.readLine() == .endOfInput)
    #expect(source.readCount == 2)
  }

  @Test func reportsInvalidUTF8AndCarriesOn() {
    let bytes: [UInt8] = [0x61, 0xFF, 0x0A] + Array("ok\n".utf8) + [0xC3, 0x28, 0x0A]
    #expect(readAll(bytes) == [.invalidUTF8, .line("ok"), .invalidUTF8, .endOfInput])
  }

  @Test func reportsInvalidUTF8OnALastLineWithoutNewline() {
    #expect(readAll([0x6F, 0x6B, 0x0A, 0xE2, 0x82]) == [.line("ok"), .invalidUTF8, .endOfInput])
  }

  @Test func decodesMultibyteCharactersSplitAcrossChunks() {
    #expect(readAll("Zoë 李\r\n👩‍💻\n", chunkSize: 1) == [.line("Zoë 李"), .line("👩‍💻"), .endOfInput])
  }

  @Test(arguments: [1, 7, 4096])
  func reportsAnOverlongLineAndCarriesOn(chunkSize: Int) {
    let text = String(repeating: "x", count: 5000) + "\nnext\n"
    #expect(
      readAll(text, chunkSize: chunkSize) == [.tooLong(limit: 1024), .line("next"), .endOfInput])
  }

  @Test func reportsAnOverlongLastLineWithoutNewline() {
    let bytes = Array(String(repeating: "x", count: 3000).utf8)
    #expect(readAll(bytes, chunkSize: 100) == [.tooLong(limit: 1024), .endOfInput])
  }

  @Test func acceptsALineOfExactlyTheLimit() {
    let exact = String(repeating: "y", count: 1024)
    #expect(
      readAll(exact + "\r\n" + exact + "y\r\n", chunkSize: 10) == [
        .line(exact), .tooLong(limit: 1024), .endOfInput,
      ])
  }

  @Test func honoursACustomLimit() {
    let results = readAll(Array("12345\n123456\n".utf8), maxLineLength: 5)
    #expect(results == [.line("12345"), .tooLong(limit: 5), .endOfInput])
  }

  @Test func removesAByteOrderMarkOnTheFirstLineOnly() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let results = readAll(bom + Array("help\n".utf8) + bom + Array("x\n".utf8))
    #expect(results == [.line("help"), .line("\u{FEFF}x"), .endOfInput])
  }

  @Test func keepsControlCharactersForTheCallerToJudge() {
    #expect(readAll("a\u{0}\u{1B}[2Jb\n") == [.line("a\u{0}\u{1B}[2Jb"), .endOfInput])
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    @Test func readsFromAFileDescriptor() throws {
      var fds: [Int32] = [0, 0]
      try #require(pipe(&fds) == 0)
      let payload = Array("start\r\n".utf8) + [0xFF, 0x0A] + Array("end".utf8)
      let written = payload.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
      close(fds[1])
      #expect(written == payload.count)

      let reader = LineReader(
        source: FileDescriptorByteSource(fileDescriptor: fds[0], chunkSize: 3))
      #expect(reader.readLine() == .line("start"))
      #expect(reader.readLine() == .invalidUTF8)
      #expect(reader.readLine() == .line("end"))
      #expect(reader.readLine() == .endOfInput)
      close(fds[0])
    }
  #endif
}
