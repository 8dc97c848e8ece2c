import Foundation
import Testing

@testable import RIBTreeViewerCore

@Suite struct FileFollowerTests {
  private let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("follower-\(UInt64.random(in: 0...UInt64.max)).jsonl").path

  private func append(_ text: String) throws {
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  @Test func waitsForAFileThatDoesNotExistYet() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    let follower = FileFollower(path: path)

    #expect(follower.poll() == [.status("waiting for \(path): it does not exist yet")])
    #expect(follower.poll() == [])
    try append("one\n")
    #expect(follower.poll() == [.status("following \(path)"), .line("one", number: 1)])
  }

  @Test func readsLinesAsTheyComeAndKeepsAnUnfinishedOneForLater() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try append("one\ntw")
    let follower = FileFollower(path: path)
    #expect(follower.poll() == [.status("following \(path)"), .line("one", number: 1)])

    try append("o\n\nthree\n")
    #expect(follower.poll() == [.line("two", number: 2), .line("three", number: 4)])
  }

  @Test func anUnfinishedLastLineIsReportedOnce() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try append("{\"cut\": ")
    let follower = FileFollower(path: path)
    var problems: [FileFollower.Output] = []
    for _ in 0...(FileFollower.unfinishedLinePatience * 2) {
      problems += follower.poll().filter { if case .problem = $0 { true } else { false } }
    }

    #expect(
      problems == [
        .problem(
          "line 1 of \(path) has no end yet (8 bytes, no newline): the file may have been cut"
            + " short; waiting for the rest")
      ])
  }

  @Test func aTruncatedFileIsReadFromTheStart() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try append("one\ntwo\n")
    let follower = FileFollower(path: path)
    _ = follower.poll()
    // A new session empties the file (O_TRUNC) and writes it again.
    try Data().write(to: URL(fileURLWithPath: path))
    try append("new\n")

    #expect(
      follower.poll() == [
        .reset("\(path) was truncated; reading it from the start"), .line("new", number: 1),
      ])
  }

  @Test func aReplacedFileIsOpenedAgain() throws {
    defer { try? FileManager.default.removeItem(atPath: path) }
    try append("one\n")
    let follower = FileFollower(path: path)
    _ = follower.poll()
    try FileManager.default.removeItem(atPath: path)
    try append("fresh\n")

    #expect(
      follower.poll() == [
        .reset("\(path) was replaced by a new file; reading it from the start"),
        .status("following \(path)"), .line("fresh", number: 1),
      ])
  }
}
