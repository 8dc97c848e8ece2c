import RIBTesting
import Testing

@testable import TicTacToeCLI

/// Interactive mode, as at a terminal: each screen is drawn on a cleared terminal, with
/// colours, and messages are shown under the redrawn screen.
@MainActor
@Suite(.ribEnvironment) struct InteractiveModeTests {
  private let interactive = TerminalApp.Mode(
    isInteractive: true, style: TerminalStyle(colorEnabled: true, clearsScreen: true))

  @Test func eachScreenIsDrawnOnAClearedTerminal() {
    let output = runSession(["alice", "bob", "quit"], mode: interactive).output
    let clear = TerminalStyle(colorEnabled: true, clearsScreen: true).clearScreen
    #expect(!clear.isEmpty)
    #expect(output.components(separatedBy: clear).count - 1 == 3)  // one per line read
    #expect(output.contains("\u{1B}[31malice"))  // player 1 in red
  }

  @Test func quitSaysGoodbyeAlthoughNoRedrawFollows() {
    let output = runSession(["alice", "bob", "quit"], mode: interactive).output
    #expect(output.hasSuffix("Bye!\n\n"))
  }

  @Test func inputIsNotEchoedByTheApp() {
    let output = runSession(["alice", "quit"], mode: interactive).output
    #expect(!output.contains("\nalice\n"))
  }
}
