import Foundation
import Testing

/// The real executable, as a user runs it: options, exit codes, a session from a file.
@Suite struct ExecutableTests {
  private static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("TicTacToeCLI")
  }

  private func run(
    _ arguments: [String], input: String = ""
  ) throws -> (
    status: Int32, out: String, err: String
  ) {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test func helpAndVersion() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.out.contains("--seed"))
    let version = try run(["--version"])
    #expect(version.status == 0)
    #expect(version.out.hasPrefix("TicTacToeCLI "))
  }

  @Test func aBadOptionIsExplainedWithExitCode2() throws {
    let result = try run(["--colour"])
    #expect(result.status == 2)
    #expect(result.err.contains("--colour"))
    #expect(result.out.isEmpty)
  }

  @Test func aScriptedSessionFromStandardInput() throws {
    let result = try run(
      ["--seed", "3"], input: "alice\nbob\n1\n1 1\n2 1\n1 2\n2 2\n1 3\n\nquit\n")
    #expect(result.status == 0)
    #expect(result.out.contains("alice won!"))
    #expect(result.out.contains("Score: alice 1 – 0 bob"))
    #expect(!result.out.contains("\u{1B}"))
  }

  @Test func anUnknownDeepLinkGameStartsNormally() throws {
    let result = try run(
      ["--deeplink", "ribs-training://launchGame?gameId=chess"], input: "alice\nbob\nquit\n")
    #expect(result.status == 0)
    #expect(result.out.contains("there is no game \"chess\""))
    #expect(result.out.contains("Score: alice 0 – 0 bob"))
  }

  @Test func aMalformedDeepLinkStartsNormally() throws {
    let result = try run(["--deeplink", "not a url"], input: "quit\n")
    #expect(result.status == 0)
    #expect(result.out.contains("Deep link:"))
    #expect(result.out.contains("Bye!"))
  }
}
