#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whether this process runs tests, told without Foundation from what the test runners leave
/// in a process: an `.xctest` bundle as the program or an argument (SwiftPM's test product on
/// Linux; the bundle Xcode's `xctest` tool loads), a program named `xctest`, SwiftPM's
/// `--testing-library` argument, or one of the environment variables XCTest sets on Apple
/// platforms (`XCTestConfigurationFilePath`, `XCTestBundlePath`, `XCTestSessionIdentifier`).
enum TestProcess {
  /// Computed once: none of it changes while the process runs.
  static let isRunningTests: Bool = {
    let arguments = CommandLine.arguments
    if let program = arguments.first {
      let name = program.split(separator: "/").last.map(String.init) ?? program
      if name == "xctest" || name.hasSuffix(".xctest") { return true }
    }
    if arguments.contains(where: { $0.hasSuffix(".xctest") || $0.hasSuffix(".xctest/") }) {
      return true
    }
    if arguments.contains("--testing-library") { return true }
    let variables = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
    return variables.contains { getenv($0) != nil }
  }()
}
