import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// Feeds a scripted session to the app, line by line, and can look at the live app before
/// each line is read (to capture objects for leak checks, or assert on the tree mid-session).
final class ScriptedByteSource: ByteSource {
  private var lines: [[UInt8]]
  private var index = 0
  /// Called with the number of lines read so far, before the next one is handed out.
  var beforeLine: ((Int) -> Void)?

  init(lines: [[UInt8]]) {
    self.lines = lines
  }

  convenience init(_ text: [String]) {
    self.init(lines: text.map { Array(($0 + "\n").utf8) })
  }

  func readChunk() -> [UInt8]? {
    beforeLine?(index)
    guard index < lines.count else { return nil }
    defer { index += 1 }
    return lines[index]
  }
}

/// The outcome of one scripted session.
struct SessionResult {
  let output: String
  let exitCode: Int32
}

/// Runs a scripted (non-interactive, colourless) session of the app in this process.
@MainActor
func runSession(
  _ lines: [String], seed: UInt64? = 7, deepLinkGameID: String? = nil,
  mode: TerminalApp.Mode = .init(isInteractive: false, style: .plain),
  beforeLine: ((TerminalApp, Int) -> Void)? = nil
) -> SessionResult {
  runSession(
    source: ScriptedByteSource(lines), seed: seed, deepLinkGameID: deepLinkGameID, mode: mode,
    beforeLine: beforeLine)
}

/// Runs a scripted session reading from `source`.
///
/// The suites that call it have a RIB environment (`.ribEnvironment`): once the session ends
/// and the app is released, every router, interactor and view it built must be deallocated,
/// and the framework must have reported nothing along the way, or the test fails.
@MainActor
func runSession(
  source: ScriptedByteSource, seed: UInt64? = 7, deepLinkGameID: String? = nil,
  mode: TerminalApp.Mode = .init(isInteractive: false, style: .plain),
  beforeLine: ((TerminalApp, Int) -> Void)? = nil
) -> SessionResult {
  runApp(
    source: source, seed: seed, deepLinkGameID: deepLinkGameID, mode: mode,
    beforeLine: beforeLine)
}

/// Builds, launches and runs the app; the app is released when this returns.
@MainActor
private func runApp(
  source: ScriptedByteSource, seed: UInt64?, deepLinkGameID: String?, mode: TerminalApp.Mode,
  beforeLine: ((TerminalApp, Int) -> Void)?
) -> SessionResult {
  let output = RecordingOutput()
  let app = TerminalApp(
    reader: LineReader(source: source), output: output, mode: mode)
  if let beforeLine {
    source.beforeLine = { [unowned app] index in
      MainActor.assumeIsolated { beforeLine(app, index) }
    }
  }
  app.launch(coinSeed: seed, deepLinkGameID: deepLinkGameID)
  let exitCode = app.run()
  source.beforeLine = nil
  return SessionResult(output: output.text, exitCode: exitCode)
}

/// Moves that make player 1 win on the top row.
let player1WinsTopRow = ["1 1", "2 1", "1 2", "2 2", "1 3"]

/// Moves that fill the board with no line:
/// X O X / X O O / O X X
let drawMoves = ["1 1", "1 2", "1 3", "2 2", "2 1", "3 1", "3 2", "2 3", "3 3"]
