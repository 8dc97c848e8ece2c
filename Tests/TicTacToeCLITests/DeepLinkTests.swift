import Testing

@testable import TicTacToeCLI

@Suite struct DeepLinkTests {
  @Test func parsesTheTutorialLink() throws {
    let link = try DeepLink.parse("ribs-training://launchGame?gameId=tictactoe").get()
    #expect(link == .launchGame(gameID: "tictactoe"))
    #expect(link.gameID == "tictactoe")
  }

  @Test(arguments: [
    ("ribs-training://launchGame?gameId=randomwin", "randomwin"),
    ("ribs-training://launchGame?gameId=no-such-game", "no-such-game"),
    ("ribs-training://launchGame?x=1&gameId=abc&y", "abc"),
    ("ribs-training://launchGame?gameId=first&gameId=second", "first"),
    ("ribs-training://launchGame/?gameId=slash", "slash"),
    ("ribs-training://launchGame?gameId=frag#part", "frag"),
    ("RIBS-Training://LAUNCHGAME?gameId=upper", "upper"),
    ("ribs-training://launchGame?gameId=tic%20tac%2Btoe", "tic tac+toe"),
    ("ribs-training://launchGame?game%49d=encoded", "encoded"),
  ])
  func returnsTheGameIDWithoutJudgingIt(url: String, gameID: String) {
    #expect(DeepLink.parse(url) == .success(.launchGame(gameID: gameID)))
  }

  @Test(arguments: [
    "", "tictactoe", "ribs-training:launchGame?gameId=x", "://launchGame?gameId=x",
    "ribs-training://?gameId=x", "1ribs://launchGame?gameId=x",
    "ribs-training://launchGame?gameId=%zz", "ribs-training://launchGame?gameId=%4",
    "ribs-training://launchGame?gameId=%FF",
  ])
  func malformedLinksAreRefused(url: String) {
    #expect(DeepLink.parse(url) == .failure(.malformed(url)))
  }

  @Test func malformedMessageShowsAGoodLink() {
    #expect(
      DeepLinkError.malformed("tictactoe").message
        == "\"tictactoe\" is not a valid link; expected e.g. "
        + "ribs-training://launchGame?gameId=tictactoe")
  }

  @Test func unknownSchemeIsNamed() {
    let url = "https://launchGame?gameId=tictactoe"
    #expect(DeepLink.parse(url) == .failure(.unknownScheme("https")))
    #expect(
      DeepLinkError.unknownScheme("https").message
        == "unknown link scheme \"https\"; expected ribs-training")
  }

  @Test func unknownActionIsNamed() {
    #expect(
      DeepLink.parse("ribs-training://startGame?gameId=tictactoe")
        == .failure(.unknownAction("startGame")))
    #expect(
      DeepLink.parse("ribs-training://launchGame/now?gameId=x")
        == .failure(.unknownAction("launchGame/now")))
    #expect(
      DeepLinkError.unknownAction("startGame").message
        == "unknown link action \"startGame\"; the only action is launchGame")
  }

  @Test(arguments: [
    "ribs-training://launchGame", "ribs-training://launchGame?",
    "ribs-training://launchGame?gameId",
    "ribs-training://launchGame?gameId=", "ribs-training://launchGame?gameid=x",
    "ribs-training://launchGame#gameId=x",
  ])
  func missingGameIDIsExplained(url: String) {
    #expect(DeepLink.parse(url) == .failure(.missingGameID))
    #expect(
      DeepLinkError.missingGameID.message
        == "the link has no gameId saying which game to launch; expected e.g. "
        + "ribs-training://launchGame?gameId=tictactoe")
  }

  @Test func messagesDoNotEchoControlCharacters() {
    let url = "ribs-training://\u{1B}]0;title\u{7}x?gameId=a"
    #expect(DeepLink.parse(url) == .failure(.unknownAction("\u{1B}]0;title\u{7}x")))
    let message = DeepLinkError.unknownAction("\u{1B}]0;title\u{7}x").message
    #expect(!message.contains("\u{1B}") && !message.contains("\u{7}"))
    #expect(message.hasPrefix("unknown link action \"x\""))
  }
}
