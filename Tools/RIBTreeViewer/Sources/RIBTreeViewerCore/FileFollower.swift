import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a JSON Lines file (or FIFO) as it grows, like `tail -f`, and says what it finds:
/// complete lines, and in words the file missing, truncated, replaced or ending mid-line.
///
/// It never blocks: each ``poll()`` reads what is there now. A regular file is read from where
/// the last poll stopped; a file that shrank is read again from the start (a new session
/// emptied it), and so is a file replaced by another one at the same path.
public final class FileFollower {
  /// What a poll found.
  public enum Output: Equatable, Sendable {
    /// A complete line (without its newline), numbered from 1 in the current file.
    case line(String, number: Int)
    /// What the follower is doing now, e.g. waiting for the file.
    case status(String)
    /// A problem worth telling, e.g. an unfinished last line.
    case problem(String)
    /// The file started over: what was read from it no longer holds.
    case reset(String)
  }

  /// Lines longer than this are skipped with a problem, so one bad write cannot use up memory.
  /// A snapshot takes about 80 bytes per router: this is room for some 200,000.
  public static let maximumLineLength = 16 << 20

  /// How many polls an unfinished last line may wait for its newline before it is reported.
  public static let unfinishedLinePatience = 10

  /// The file or FIFO followed.
  public let path: String
  private var descriptor: Int32 = -1
  private var isFIFO = false
  private var inode: UInt64 = 0
  private var offset: Int64 = 0
  private var pending: [UInt8] = []
  private var skippingLongLine = false
  private var lineNumber = 0
  private var unfinishedPolls = 0
  private var reportedMissing = false

  /// Creates a follower of `path`; nothing is read before the first poll.
  public init(path: String) { self.path = path }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Reads what is new.
  public func poll() -> [Output] {
    var outputs: [Output] = []
    if descriptor < 0 {
      guard open(into: &outputs) else { return outputs }
    } else if !isFIFO {
      checkReplacedOrTruncated(into: &outputs)
    }
    readAvailable(into: &outputs)
    return outputs
  }

  private func open(into outputs: inout [Output]) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if !reportedMissing {
        reportedMissing = true
        let reason = errno == ENOENT ? "does not exist yet" : String(cString: strerror(errno))
        outputs.append(.status("waiting for \(path): it \(reason)"))
      }
      return false
    }
    let fifo = (info.st_mode & S_IFMT) == S_IFIFO
    guard fifo || (info.st_mode & S_IFMT) == S_IFREG else {
      if !reportedMissing {
        reportedMissing = true
        outputs.append(.status("waiting for \(path): it is neither a file nor a FIFO"))
      }
      return false
    }
    let opened = openNonBlocking(path)
    guard opened >= 0 else {
      if !reportedMissing {
        reportedMissing = true
        outputs.append(.status("cannot open \(path): \(String(cString: strerror(errno)))"))
      }
      return false
    }
    reportedMissing = false
    descriptor = opened
    isFIFO = fifo
    inode = UInt64(info.st_ino)
    offset = 0
    lineNumber = 0
    pending.removeAll()
    outputs.append(.status("following \(path)\(fifo ? " (a FIFO)" : "")"))
    return true
  }

  private func checkReplacedOrTruncated(into outputs: inout [Output]) {
    var onDisk = stat()
    var opened = stat()
    let exists = stat(path, &onDisk) == 0
    guard fstat(descriptor, &opened) == 0 else { return }
    if exists && UInt64(onDisk.st_ino) != inode {
      restart()
      outputs.append(.reset("\(path) was replaced by a new file; reading it from the start"))
      _ = open(into: &outputs)
    } else if Int64(opened.st_size) < offset {
      lseek(descriptor, 0, SEEK_SET)
      offset = 0
      lineNumber = 0
      pending.removeAll()
      skippingLongLine = false
      outputs.append(.reset("\(path) was truncated; reading it from the start"))
    }
  }

  private func restart() {
    close(descriptor)
    descriptor = -1
    pending.removeAll()
    skippingLongLine = false
  }

  private func readAvailable(into outputs: inout [Output]) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var readAny = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno != EAGAIN && errno != EWOULDBLOCK {
          outputs.append(.problem("reading \(path) failed: \(String(cString: strerror(errno)))"))
        }
        break
      }
      if count == 0 { break }
      readAny = true
      offset += Int64(count)
      split(buffer[..<count], into: &outputs)
    }
    if pending.isEmpty || readAny {
      unfinishedPolls = 0
    } else {
      unfinishedPolls += 1
      if unfinishedPolls == Self.unfinishedLinePatience {
        outputs.append(
          .problem(
            "line \(lineNumber + 1) of \(path) has no end yet (\(pending.count) bytes, no"
              + " newline): the file may have been cut short; waiting for the rest"))
      }
    }
  }

  private func split(_ bytes: ArraySlice<UInt8>, into outputs: inout [Output]) {
    var rest = bytes
    while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
      let piece = rest[..<newline]
      rest = rest[(newline + 1)...]
      lineNumber += 1
      if skippingLongLine {
        skippingLongLine = false
        continue
      }
      pending += piece
      var line = String(decoding: pending, as: UTF8.self)
      pending.removeAll()
      if line.hasSuffix("\r") { line.removeLast() }
      if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        outputs.append(.line(line, number: lineNumber))
      }
    }
    guard !skippingLongLine else { return }
    pending += rest
    if pending.count > Self.maximumLineLength {
      outputs.append(
        .problem(
          "line \(lineNumber + 1) of \(path) is longer than \(Self.maximumLineLength) bytes;"
            + " skipped"))
      pending.removeAll()
      skippingLongLine = true
    }
  }
}

/// `open(2)` for reading, without blocking on a FIFO that has no writer yet.
private func openNonBlocking(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
}
