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

  /// Each link that cannot be followed gets one sentence, plain text, then the game starts.
  @Test(arguments: [
    (
      "https://launchGame?gameId=tictactoe",
      "Deep link: unknown link scheme \"https\"; expected ribs-training; starting normally."
    ),
    (
      "ribs-training://startGame?gameId=tictactoe",
      "Deep link: unknown link action \"startGame\"; the only action is launchGame;"
        + " starting normally."
    ),
    (
      "ribs-training://launchGame",
      "Deep link: the link has no gameId saying which game to launch; expected e.g."
        + " ribs-training://launchGame?gameId=tictactoe; starting normally."
    ),
  ])
  func aDeepLinkThatCannotBeFollowedIsOneSentence(link: String, message: String) throws {
    let result = try run(["--deeplink", link], input: "quit\n")

    #expect(result.status == 0)
    #expect(result.out.hasPrefix(message + "\n"), "\(result.out)")
    #expect(result.out.contains("Bye!"))
  }

  @Test func aBadOptionIsPlainText() throws {
    let result = try run(["--colour"])

    #expect(result.err == "TicTacToeCLI: unknown option \"--colour\"\nTry --help.\n")
  }

  /// The exports of the example's logged-in tree are RIBCore's golden files.
  @Test func treeJSONDotAndMermaidAfterLogin() throws {
    let result = try run([], input: "alice\nbob\ntree json\ntree dot\ntree mermaid\nquit\n")
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("RIBCoreTests/Golden")
    for name in ["logged-in-tree.json", "logged-in-tree.dot", "logged-in-tree.mmd"] {
      let expected = try String(
        contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
      #expect(result.out.contains(expected), "\(name) is not in the output")
    }
  }

  @Test func inspectStreamsTheTreeAsJSONLines() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }

    let result = try run(["--inspect", path], input: "alice\nbob\nlogout\nquit\n")
    let lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let kinds = try lines.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return "\(object?["kind"] ?? "?") \(object?["typeName"] ?? "")"
    }

    #expect(result.status == 0)
    #expect(kinds.first == "snapshot ")
    #expect(kinds.contains("attached LoggedInRouter"))
    #expect(kinds.contains("detached LoggedInRouter"))
    #expect(kinds.last == "snapshot ")
    #expect(lines.last?.contains(#""typeName":"LoggedOutRouter""#) == true)
  }

  @Test func anInspectPathThatCannotBeWrittenIsExplainedAndTheGameGoesOn() throws {
    let result = try run(["--inspect", "/nonexistent-dir/tree.jsonl"], input: "alice\nbob\nquit\n")

    #expect(result.status == 0)
    #expect(result.err.contains("cannot write the tree to /nonexistent-dir/tree.jsonl"))
    #expect(result.out.contains("Score: alice 0 – 0 bob"))
  }
}
