#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere the tree inspector writes its JSON Lines: a file or FIFO, or memory in tests.
protocol LineSink: AnyObject {
  /// Writes `line` and a newline; returns why it could not, or `nil` once written.
  func writeLine(_ line: String) -> String?
}

/// A file or FIFO opened for writing; a FIFO's open waits until a reader opens it.
final class FileLineSink: LineSink {
  private var descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// Whether `path` names an existing FIFO.
  static func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
  }

  /// Opens `path`, creating or emptying a regular file; returns the sink or why it failed.
  static func make(path: String) -> Result<FileLineSink, LineSinkError> {
    // A reader that goes away must not kill the game with SIGPIPE: the write fails instead.
    signal(SIGPIPE, SIG_IGN)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      return .failure(LineSinkError(path: path, reason: String(cString: strerror(errno))))
    }
    return .success(FileLineSink(descriptor: descriptor))
  }

  func writeLine(_ line: String) -> String? {
    guard descriptor >= 0 else { return "closed" }
    var bytes = Array((line + "\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = errno == EPIPE ? "the reader went away" : String(cString: strerror(errno))
        close(descriptor)
        descriptor = -1
        return reason
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}

/// The inspection file could not be opened.
struct LineSinkError: Error, Equatable, Sendable {
  let path: String
  let reason: String

  /// A one-line explanation.
  var message: String {
    "cannot write the tree to \(InertText.sanitize(path, maxLength: 80)): \(reason)"
  }
}

/// Keeps the lines in memory, so that tests can read what the inspector wrote.
final class RecordingLineSink: LineSink {
  private(set) var lines: [String] = []
  /// When set, writes fail with this reason.
  var failure: String?

  func writeLine(_ line: String) -> String? {
    if let failure { return failure }
    lines.append(line)
    return nil
  }
}
