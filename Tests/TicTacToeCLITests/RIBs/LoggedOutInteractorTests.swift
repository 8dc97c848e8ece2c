import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// LoggedOut's interactor: two typed names become two valid player names for its listener.
@MainActor
@Suite(.ribEnvironment) struct LoggedOutInteractorTests {
  let presenter: LoggedOutPresentableMock
  let listener = LoggedOutListenerMock()
  let interactor: LoggedOutInteractor

  init() {
    let presenter = LoggedOutPresentableMock()
    interactor = LoggedOutInteractor(presenter: presenter)
    interactor.listener = listener
    self.presenter = presenter
  }

  private var logins: [(String, String)] { listener.didLoginFunction.argValues }

  @Test func isItsPresentersListener() {
    #expect(presenter.listener === interactor)
  }

  @Test func loginPassesTheNamesToTheListener() {
    interactor.login(withPlayer1Name: "Ann", player2Name: "Bob")

    #expect(listener.didLoginFunction.callCount == 1)
    #expect(logins.first?.0 == "Ann")
    #expect(logins.first?.1 == "Bob")
  }

  @Test(arguments: [nil, "", " ", "   ", "\t \t", "\u{1B}[2J"] as [String?])
  func missingOrBlankNamesBecomeTheDefaultNames(name: String?) {
    interactor.login(withPlayer1Name: name, player2Name: name)

    #expect(listener.didLoginFunction.callCount == 1)
    #expect(logins.first?.0 == "Player 1")
    #expect(logins.first?.1 == "Player 2")
  }

  @Test func onlyTheBlankNameIsReplaced() {
    interactor.login(withPlayer1Name: "Ann", player2Name: "  ")
    interactor.login(withPlayer1Name: nil, player2Name: "Bob")

    #expect(logins.map(\.0) == ["Ann", "Player 1"])
    #expect(logins.map(\.1) == ["Player 2", "Bob"])
  }

  @Test func namesAreTrimmedAndCannotChangeTheScreen() {
    interactor.login(withPlayer1Name: "  Ann  Lee ", player2Name: "\u{1B}[31mBob\u{07}")

    #expect(logins.first?.0 == "Ann Lee")
    #expect(logins.first?.1 == "Bob")
  }

  @Test func longNamesAreShortened() {
    interactor.login(withPlayer1Name: String(repeating: "a", count: 100), player2Name: "Bob")

    let name = logins.first?.0 ?? ""
    #expect(name.count == PlayerName.maxLength)
    #expect(name.hasSuffix("…"))
  }

  @Test func itsRouterIsTheOneBuiltForIt() {
    let router = LoggedOutRouter(interactor: interactor, viewController: LoggedOutViewController())
    #expect(interactor.router === router)
  }
}

/// LoggedOut's view: it asks for the two names, one per line, then logs in.
@MainActor
@Suite(.ribEnvironment) struct LoggedOutViewControllerTests {
  let viewController = LoggedOutViewController()
  let listener = LoggedOutPresentableListenerMock()

  init() {
    viewController.listener = listener
  }

  @Test func theFirstLineIsPlayer1sName() {
    #expect(viewController.prompt == "Player 1 name")

    #expect(viewController.handle(input("Ann")) == .handled)

    #expect(listener.loginFunction.callCount == 0)
    #expect(viewController.prompt == "Player 2 name")
    #expect(viewController.render(style: .plain).contains("Player 1: Ann"))
  }

  @Test func theSecondLineLogsIn() {
    _ = viewController.handle(input("Ann"))

    #expect(viewController.handle(input("Bob")) == .handled)

    #expect(listener.loginFunction.callCount == 1)
    #expect(listener.loginFunction.argValues.first?.0 == "Ann")
    #expect(listener.loginFunction.argValues.first?.1 == "Bob")
  }

  @Test func anEmptyFirstLineMeansPlayer1() {
    _ = viewController.handle(input(""))

    #expect(viewController.prompt == "Player 2 name")
    #expect(viewController.render(style: .plain).contains("Player 1: Player 1"))
    _ = viewController.handle(input(""))
    #expect(listener.loginFunction.argValues.first?.0 == "Player 1")
  }

  @Test func controlCharactersAreRefusedAndTheQuestionStays() {
    let outcome = viewController.handle(input("An\u{07}n"))

    #expect(outcome == .rejected(InputError.controlCharacters.message))
    #expect(viewController.prompt == "Player 1 name")
    #expect(listener.loginFunction.callCount == 0)
  }
}
