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

/// Somewhere views write their text: the terminal, or memory in tests.
nonisolated protocol TextOutput: AnyObject {
  /// Writes `text` exactly as given; callers include their own newlines.
  func write(_ text: String)
}

/// Writes to standard output, flushing after every write.
///
/// Flushing matters because a prompt has no newline: without it, the prompt would sit in a buffer
/// while the program waits for the answer.
nonisolated final class StandardOutput: TextOutput {
  /// Creates an output to the process's standard output.
  init() {}

  /// Prints `text` and flushes it to the terminal or pipe.
  func write(_ text: String) {
    print(text, terminator: "")
    // `nil` flushes every stream, which avoids touching the global `stdout` that Swift 6 does not
    // consider concurrency-safe.
    fflush(nil)
  }
}

/// Keeps everything written in memory, so that tests can check a view's output.
nonisolated final class RecordingOutput: TextOutput {
  /// Everything written so far, concatenated.
  private(set) var text = ""

  /// Creates an empty recording.
  init() {}

  /// Appends `text` to the recording.
  func write(_ text: String) {
    self.text += text
  }

  /// The recorded text split into lines, without a trailing empty line after a final newline.
  var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Forgets everything written so far.
  func clear() {
    text = ""
  }
}

/// Whether `fileDescriptor` is connected to a terminal rather than a file or a pipe.
nonisolated func isTerminal(fileDescriptor: Int32) -> Bool {
  #if canImport(ucrt)
    return _isatty(fileDescriptor) != 0
  #else
    return isatty(fileDescriptor) != 0
  #endif
}
