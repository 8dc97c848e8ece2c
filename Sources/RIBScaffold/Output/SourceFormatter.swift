import Foundation

/// Lays out generated code the way the package formats its own: the templates fit most
/// names, but a long one needs lines broken where swift-format would break them.
package protocol SourceFormatter: Sendable {
  /// `text` formatted as the file at `path` would be; `text` itself if formatting fails.
  func format(_ text: String, path: String) -> String
}

/// Formats with the toolchain's `swift-format`, which finds the package's `.swift-format`
/// configuration from the file's path, as `swift format` does.
package struct SwiftFormat: SourceFormatter {
  /// The `swift-format` executable.
  package let executable: String

  /// Uses the `swift-format` at `executable`.
  package init(executable: String) {
    self.executable = executable
  }

  /// Runs `swift-format format --assume-filename path -` on `text`.
  package func format(_ text: String, path: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["format", "--assume-filename", path, "-"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return text
    }
    // Written before reading: a generated file is far smaller than a pipe's buffer.
    input.fileHandleForWriting.write(Data(text.utf8))
    try? input.fileHandleForWriting.close()
    let formatted = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let result = String(data: formatted, encoding: .utf8),
      !result.isEmpty
    else { return text }
    return result
  }
}
