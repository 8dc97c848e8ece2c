import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

@MainActor
@Suite(.ribEnvironment) struct ScriptedSessionTests {
  @Test func aWinIsScoredAndShownOnTheMenu() {
    let result = runSession(["alice", "bob", "play 1"] + player1WinsTopRow + ["", "quit"])
    #expect(result.exitCode == 0)
    #expect(result.output.contains("alice won!"))
    #expect(result.output.contains("Score: alice 1 – 0 bob"))
    #expect(result.output.hasSuffix("Bye!\n"))
  }

  @Test func aDrawLeavesTheScoreUnchanged() {
    let result = runSession(["alice", "bob", "1"] + drawMoves + ["", "quit"])
    #expect(result.output.contains("It's a draw!"))
    let menus = result.output.components(separatedBy: "Score: alice 0 – 0 bob").count - 1
    #expect(menus == 2)  // before and after the game
    #expect(!result.output.contains("Score: alice 1"))
  }

  @Test func blankNamesBecomeDefaults() {
    let result = runSession(["", "   ", "quit"])
    #expect(result.output.contains("Score: Player 1 0 – 0 Player 2"))
  }

  @Test func endOfInputExitsCleanly() {
    let result = runSession(["alice"])
    #expect(result.exitCode == 0)
    #expect(result.output.contains("Player 2 name> "))
  }

  @Test func logOutAndInAgainResetsTheScore() {
    let result = runSession(
      ["alice", "bob", "1"] + player1WinsTopRow + ["", "logout", "carol", "dave", "quit"])
    #expect(result.output.contains("Score: alice 1 – 0 bob"))
    #expect(result.output.contains("Score: carol 0 – 0 dave"))
  }

  @Test func randomWinIsDecidedBySeededCoin() {
    let first = runSession(["a", "b", "2", "", "", "2", "", "", "quit"], seed: 42)
    let second = runSession(["a", "b", "2", "", "", "2", "", "", "quit"], seed: 42)
    #expect(first.output == second.output)
    #expect(first.output.contains("The coin has spoken:"))
  }

  @Test func treeShowsTheLiveTreeAtEachStep() {
    var trees: [String] = []
    _ = runSession(["alice", "bob", "1", "quit"]) { app, index in
      if [0, 2, 3].contains(index) { trees.append(app.rootRouter?.treeDescription() ?? "") }
    }
    #expect(
      trees == [
        "RootRouter (active)\n└── LoggedOutRouter (active)",
        """
        RootRouter (active)
        └── LoggedInRouter (active, view-less)
            └── OffGameRouter (active)
                └── ScoreBoardRouter (active)
        """,
        """
        RootRouter (active)
        └── LoggedInRouter (active, view-less)
            └── TicTacToeRouter (active)
        """,
      ])
    let printed = runSession(["alice", "bob", "tree", "quit"]).output
    #expect(printed.contains("└── LoggedInRouter (active, view-less)"))
  }

  @Test func helpListsScreenAndGlobalCommands() {
    let output = runSession(["alice", "bob", "help", "quit"]).output
    #expect(output.contains("play N"))
    #expect(output.contains("logout"))
    #expect(output.contains("tree      the live RIB tree"))
  }

  @Test func deepLinkStartsTheGameAfterLogin() {
    var treeAfterLogin = ""
    _ = runSession(["alice", "bob", "quit"], deepLinkGameID: "tictactoe") { app, index in
      if index == 2 { treeAfterLogin = app.rootRouter?.treeDescription() ?? "" }
    }
    #expect(treeAfterLogin.contains("TicTacToeRouter (active)"))
    #expect(!treeAfterLogin.contains("OffGameRouter"))
  }
}
