import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// What a person new to the game reads: each screen says how to get help, a wrong word lists
/// every command that would have worked, and messages are plain terminal text.
@MainActor
@Suite(.ribEnvironment) struct NewcomerTests {
  private let everywhere = "Type help for the commands, tree for the RIB tree, quit to leave."

  @Test func everyScreenNamesTheCommandsThatWorkEverywhere() {
    let output = runSession(["alice", "bob", "1", "2 2", "quit"]).output

    for prompt in ["Player 1 name> ", "Player 2 name> ", "play 1-2, or logout> ", "row col> "] {
      #expect(output.contains(everywhere + "\n\n" + prompt), "\(prompt)")
    }
  }

  @Test func anUnknownCommandListsEveryCommandThatWorks() {
    let output = runSession(["alice", "bob", "dance", "2", "sing", "", "", "quit"]).output

    #expect(
      output.contains("Unknown command \"dance\"; type one of: play, logout, help, tree, quit.\n"))
    #expect(
      output.contains(
        "Unknown command \"sing\"; press Enter to flip the coin, or type one of: flip, help, tree,"
          + " quit.\n"))
  }

  @Test func anUnknownCommandDuringAGameSaysHowToMove() {
    let output = runSession(["alice", "bob", "1", "dance", "quit"]).output

    #expect(
      output.contains(
        "Unknown command \"dance\"; place a mark with a row and a column, e.g. 2 3, or type one"
          + " of: help, tree, quit.\n"))
  }

  /// Backticks are Markdown; on a terminal they are noise. Echoed input is in double quotes.
  @Test func messagesHaveNoMarkdown() {
    let lines = [
      "alice", "bob", "dance", "play", "play x", "play 9", "logout now", "tree yaml", "2",
      "flip now", "sing", "", "", "1", "x 2", "1 2 3", "4 1", "jump", "quit",
    ]
    let output = runSession(lines).output

    #expect(!output.contains("`"), "\(output)")
    #expect(output.contains("\"x\" is not a number"))
    #expect(output.contains("\"tree yaml\" is not a tree format"))
  }
}
