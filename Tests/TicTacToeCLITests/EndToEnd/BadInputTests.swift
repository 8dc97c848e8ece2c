import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// Bad input never crashes and never loses state: each gets a one-line explanation, and the
/// game goes on where it was.
@MainActor
@Suite(.ribEnvironment) struct BadInputTests {
  /// Runs `badLines` in the middle of a game after player 1's first move, then checks that the
  /// game goes on: the same board and player 2 still to move.
  private func duringGame(_ badLines: [String]) -> String {
    runSession(["alice", "bob", "1", "1 1"] + badLines + ["3 3", "quit"]).output
  }

  @Test(arguments: [
    ("hello", "Unknown command"),
    ("1", "a move is two numbers"),
    ("1 2 3", "a move is two numbers"),
    ("x 2", "is not a number"),
    ("4 1", "off the board"),
    ("1 0", "off the board"),
  ])
  func movesThatAreNotMoves(line: String, explanation: String) {
    let output = duringGame([line])
    #expect(output.localizedLowercase.contains(explanation.lowercased()), "\(output)")
    #expect(output.contains("bob to move (O)."))
    #expect(output.contains("3  ") && !output.contains("Bye!\nBye!"))
  }

  @Test func anOccupiedCellIsRefusedAndTheTurnStays() {
    let output = duringGame(["1 1"])
    #expect(output.contains("Row 1, column 1 is taken; it is still bob's turn."))
  }

  @Test func controlCharactersAreRefusedAndNotEchoed() {
    let output = duringGame(["\u{1B}[2J2 2"])
    #expect(!output.contains("\u{1B}"))
    #expect(output.contains("bob to move (O)."))
  }

  @Test func invalidUTF8AndLongLinesAreExplained() {
    // Built in steps with their types spelled out: as one expression of literals and `+`, it
    // took the type checker seconds.
    let names: [[UInt8]] = ["alice", "bob"].map { Array(($0 + "\n").utf8) }
    let invalidUTF8: [UInt8] = [0xFF, 0xFE, 0x0A]
    var longLine = [UInt8](repeating: UInt8(ascii: "a"), count: 5000)
    longLine.append(0x0A)
    let quit: [UInt8] = Array("quit\n".utf8)
    let lines: [[UInt8]] = names + [invalidUTF8, longLine, quit]
    let result = runSession(source: ScriptedByteSource(lines: lines))
    #expect(result.output.contains("not valid UTF-8"))
    #expect(result.output.contains("longer than 1024 bytes"))
    #expect(result.exitCode == 0)
  }

  @Test func namesAreShownInert() {
    let output = runSession(["\u{1B}]0;pwned\u{07}eve\u{202E}", "bob", "quit"]).output
    #expect(!output.contains("\u{1B}"))
    #expect(!output.contains("\u{202E}"))
    #expect(output.contains("eve vs bob") || output.contains("eve"))
  }

  @Test func menuExplainsWrongInput() {
    let output = runSession(["a", "b", "play", "play x", "play 9", "9", "logout now", "quit"])
      .output
    #expect(output.contains("Play takes one game number, e.g. play 1."))
    #expect(output.contains("\"x\" is not a game number"))
    #expect(output.contains("There is no game 9"))
    #expect(output.contains("Logout takes no arguments"))
    #expect(output.contains("Score: a 0 – 0 b"))
  }
}
