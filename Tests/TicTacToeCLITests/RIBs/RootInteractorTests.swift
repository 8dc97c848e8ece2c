import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// Root's interactor: it turns its children's listener calls into routing calls, and hands the
/// deep-link workflow LoggedIn's actionable item.
@MainActor
@Suite(.ribEnvironment) struct RootInteractorTests {
  let presenter: RootPresentableMock
  let router: RootRoutingMock
  let interactor: RootInteractor

  init() {
    let presenter = RootPresentableMock()
    interactor = RootInteractor(presenter: presenter)
    router = RootRoutingMock(interactable: interactor)
    interactor.router = router
    self.presenter = presenter
  }

  @Test func isItsPresentersListener() {
    #expect(presenter.listener === interactor)
  }

  @Test func loginRoutesToLoggedInWithTheNames() {
    router.routeToLoggedInFunction.handler = { _, _ in LoggedInActionableItemMock() }

    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

    #expect(router.routeToLoggedInFunction.callCount == 1)
    #expect(router.routeToLoggedInFunction.argValues.first?.0 == "Ann")
    #expect(router.routeToLoggedInFunction.argValues.first?.1 == "Bob")
    #expect(router.routeToLoggedOutFunction.callCount == 0)
  }

  @Test func logoutRoutesToLoggedOut() {
    interactor.didLogOut()

    #expect(router.routeToLoggedOutFunction.callCount == 1)
    #expect(router.routeToLoggedInFunction.callCount == 0)
  }

  @Test func waitForLoginEmitsLoggedInsItemOnceLoggedIn() {
    let item = LoggedInActionableItemMock()
    router.routeToLoggedInFunction.handler = { _, _ in item }
    let logins = interactor.waitForLogin().record()
    #expect(logins.values.isEmpty)

    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

    #expect(logins.values.count == 1)
    #expect(logins.values.first?.0 === item)
    #expect(!logins.isTerminated)
  }

  @Test func waitForLoginAfterLoginEmitsAtOnce() {
    let item = LoggedInActionableItemMock()
    router.routeToLoggedInFunction.handler = { _, _ in item }
    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

    let logins = interactor.waitForLogin().record()

    #expect(logins.values.count == 1)
    #expect(logins.values.first?.0 === item)
  }

  @Test func waitForLoginAfterLogoutWaitsForTheNextLogin() {
    router.routeToLoggedInFunction.handler = { _, _ in LoggedInActionableItemMock() }
    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")
    interactor.didLogOut()

    let logins = interactor.waitForLogin().record()
    #expect(logins.values.isEmpty)

    let nextItem = LoggedInActionableItemMock()
    router.routeToLoggedInFunction.handler = { _, _ in nextItem }
    interactor.didLogin(withPlayer1Name: "Cy", player2Name: "Di")
    #expect(logins.values.count == 1)
    #expect(logins.values.first?.0 === nextItem)
  }

  @Test func logoutLetsGoOfLoggedInsItem() {
    weak var weakItem: LoggedInActionableItemMock?
    do {
      let item = LoggedInActionableItemMock()
      weakItem = item
      router.routeToLoggedInFunction.handler = { _, _ in item }
      interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")
      router.routeToLoggedInFunction.handler = nil
    }
    // The interactor keeps it for the workflow while players are logged in...
    #expect(weakItem != nil)

    // ...and not a moment longer: it is LoggedIn's interactor, detached at logout.
    assertDeallocated([weakItem!]) {
      interactor.didLogOut()
    }
  }

  @Test func withoutARouterLoginIsIgnored() {
    let presenter = RootPresentableMock()
    let interactor = RootInteractor(presenter: presenter)
    let logins = interactor.waitForLogin().record()

    interactor.didLogin(withPlayer1Name: "Ann", player2Name: "Bob")

    #expect(logins.values.isEmpty)
  }
}
