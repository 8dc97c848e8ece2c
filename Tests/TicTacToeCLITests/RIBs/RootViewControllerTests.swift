import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// Root's view: a stack of presented screens; the top one is drawn and gets the input.
@MainActor
@Suite(.ribEnvironment) struct RootViewControllerTests {
  let viewController = RootViewController()
  let loggedOut = TerminalScreenMock(name: "LoggedOut")
  let offGame = TerminalScreenMock(name: "OffGame")

  @Test func withNothingPresentedItShowsNothingAndRefusesInput() {
    #expect(viewController.topScreen == nil)
    #expect(viewController.render(style: .plain) == "")
    #expect(viewController.prompt == "")
    #expect(viewController.helpLines.isEmpty)
    #expect(viewController.takeNotice() == nil)
    #expect(viewController.handle(input("1 1")) == .rejected("Nothing is shown yet."))
  }

  @Test func aPresentedScreenIsShownOnTopAndGetsTheInput() {
    viewController.present(viewController: loggedOut)

    #expect(loggedOut.isShown)
    #expect(viewController.topScreen === loggedOut)
    #expect(viewController.render(style: .plain) == "LoggedOut")
    #expect(viewController.prompt == "LoggedOut?")
    #expect(viewController.helpLines == ["LoggedOut help"])
    #expect(viewController.takeNotice() == "LoggedOut notice")
    #expect(viewController.handle(input("Ann")) == .handled)
    #expect(loggedOut.handleFunction.argValues == ["Ann"])
  }

  @Test func onlyTheTopScreenGetsTheInput() {
    viewController.present(viewController: loggedOut)
    viewController.present(viewController: offGame)

    _ = viewController.handle(input("play 1"))

    #expect(offGame.handleFunction.argValues == ["play 1"])
    #expect(loggedOut.handleFunction.callCount == 0)
  }

  @Test func dismissingTheTopScreenHidesItAndShowsTheOneBelow() {
    viewController.present(viewController: loggedOut)
    viewController.present(viewController: offGame)

    viewController.dismiss(viewController: offGame)

    #expect(!offGame.isShown)
    #expect(loggedOut.isShown)
    #expect(viewController.topScreen === loggedOut)
  }

  @Test func dismissingAScreenBelowKeepsTheTop() {
    viewController.present(viewController: loggedOut)
    viewController.present(viewController: offGame)

    viewController.dismiss(viewController: loggedOut)

    #expect(!loggedOut.isShown)
    #expect(viewController.topScreen === offGame)
  }

  @Test func dismissingAScreenThatIsNotPresentedChangesNothing() {
    viewController.present(viewController: loggedOut)
    offGame.isShown = true  // shown elsewhere, not here

    viewController.dismiss(viewController: offGame)

    #expect(offGame.isShown)
    #expect(viewController.topScreen === loggedOut)
  }
}
