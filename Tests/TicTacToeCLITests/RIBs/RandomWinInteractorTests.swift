import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// RandomWin's interactor: the injected coin decides, the presenter announces, then LoggedIn
/// hears of it.
@MainActor
@Suite(.ribEnvironment) struct RandomWinInteractorTests {
  let presenter: RandomWinPresentableMock
  let listener = GameListenerMock()
  let coin = MockFunction<PlayerType>("coin", fallback: .player1)
  let interactor: RandomWinInteractor

  init() {
    let presenter = RandomWinPresentableMock()
    interactor = RandomWinInteractor(presenter: presenter) { [coin] in coin.call() }
    interactor.listener = listener
    self.presenter = presenter
  }

  private var announcements: [(PlayerType, () -> Void)] { presenter.announceFunction.argValues }

  @Test func isItsPresentersListener() {
    #expect(presenter.listener === interactor)
  }

  @Test(arguments: PlayerType.allCases)
  func playFlipsTheCoinAndAnnouncesItsWinner(winner: PlayerType) {
    coin.handler = { winner }

    interactor.play()

    #expect(coin.callCount == 1)
    #expect(announcements.map(\.0) == [winner])
    #expect(listener.gameDidEndFunction.callCount == 0)
  }

  @Test func loggedInHearsOfTheWinnerOnlyAfterTheAnnouncement() throws {
    coin.handler = { .player2 }
    interactor.play()
    #expect(listener.gameDidEndFunction.callCount == 0)

    let close = try #require(announcements.first?.1)
    close()

    #expect(listener.gameDidEndFunction.argValues == [.player2])
  }

  @Test func nothingFlipsTheCoinButPlay() {
    interactor.activate()
    interactor.deactivate()

    #expect(coin.callCount == 0)
    #expect(announcements.isEmpty)
  }

  @Test func theBuilderFlipsTheSeededCoinOfItsScope() throws {
    // The coin belongs to the parent's scope (LoggedIn's component shares one per login): a
    // seeded session replays the same winners game after game.
    let builder = RandomWinBuilder(dependency: PlayersDependencyMock(coinSeed: 42))
    var expectedCoin = SeededCoin(seed: 42)
    let expected = (0..<6).map { _ in expectedCoin.flip() }

    var winners: [PlayerType?] = []
    for _ in expected {
      let listener = GameListenerMock()
      let router = builder.build(withListener: listener)
      let interactor = try #require(router.interactable as? RandomWinInteractor)
      let screen = try #require(router.viewControllable as? RandomWinViewController)
      #expect(interactor.listener === listener)

      interactor.play()
      _ = screen.handle(input(""))  // closes the announcement
      winners += listener.gameDidEndFunction.argValues
    }

    #expect(winners == expected)
    #expect(Set(expected).count == 2)  // the seed gives both winners: the check means something
  }
}

/// RandomWin's view: Enter (or `flip`) plays; then any line closes the announcement.
@MainActor
@Suite(.ribEnvironment) struct RandomWinViewControllerTests {
  let viewController = RandomWinViewController(player1Name: "Ann", player2Name: "Bob")
  let listener = RandomWinPresentableListenerMock()

  init() {
    viewController.listener = listener
  }

  @Test(arguments: ["", "  ", "flip", "FLIP"])
  func enterOrFlipPlays(line: String) {
    #expect(viewController.handle(input(line)) == .handled)

    #expect(listener.playFunction.callCount == 1)
  }

  @Test(arguments: [
    ("flip 2", "flip takes no arguments; press Enter to flip the coin."),
    (
      "toss",
      "unknown command \"toss\"; press Enter to flip the coin, or type one of: flip, help, tree,"
        + " quit"
    ),
    ("fl\u{1B}ip", InputError.controlCharacters.message),
  ])
  func anythingElseIsRefused(line: String, message: String) {
    #expect(viewController.handle(input(line)) == .rejected(message))

    #expect(listener.playFunction.callCount == 0)
  }

  @Test func theAnnouncementNamesTheWinnerAndAnyLineClosesIt() {
    var closed = 0
    viewController.announce(winner: .player1) { closed += 1 }
    #expect(viewController.render(style: .plain).hasSuffix("The coin has spoken: Ann won!"))
    #expect(viewController.prompt == "press Enter")

    #expect(viewController.handle(input("flip")) == .handled)

    #expect(closed == 1)
    #expect(listener.playFunction.callCount == 0)
    #expect(viewController.prompt == "press Enter to flip")
  }
}
