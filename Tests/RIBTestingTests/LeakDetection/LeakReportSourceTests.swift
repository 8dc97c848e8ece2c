import RIBCore
import RIBTesting
import Testing

/// An interactor of its own type, so that a report can be seen to name it.
final class FirstSharingInteractor: PresentableInteractor<PresentableMock> {}

/// A second interactor of the same presenter.
final class SecondSharingInteractor: PresentableInteractor<PresentableMock> {}

/// A leak report names what expected the release, not only the survivor: two interactors that
/// share one presenter leave it alive when the first goes, and the report says it was the first
/// one's release that expected the presenter to go.
@MainActor
@Suite struct LeakReportSourceTests {
  @Test func aPresenterThatOutlivesItsInteractorIsReportedWithThatInteractor() {
    let leaks = LeakChecker()
    let presenter = PresentableMock()
    let second = leaks.run {
      var first: FirstSharingInteractor? = FirstSharingInteractor(presenter: presenter)
      let second = SecondSharingInteractor(presenter: presenter)
      #expect(first != nil)
      first = nil  // expects its presenter to go too; the second interactor still holds it
      return second
    }

    leaks.checkForLeaks()

    #expect(
      leaks.leaks.map(\.message) == [
        "PresentableMock was expected to be deallocated with FirstSharingInteractor, which was"
          + " deallocated, but is still alive; something else still holds it (another object it"
          + " is shared with, a retain cycle, or a strong reference from outside the RIB)."
      ])
    withExtendedLifetime(second) {}
  }

  @Test func anInteractorThatOutlivesItsRouterIsReportedWithThatRouter() {
    let leaks = LeakChecker()
    let keeper = Holder()
    leaks.run {
      let router = HoldingRouter()
      keeper.held.append(router.interactor)
    }

    leaks.checkForLeaks()

    #expect(
      leaks.leaks.first?.message.hasPrefix(
        "HoldingInteractor was expected to be deallocated with HoldingRouter, which was"
          + " deallocated, but is still alive") == true, "\(leaks.leaks)")
  }

  @Test func anObjectTheTestTrackedIsReportedAsTrackedByTheTest() {
    let leaks = LeakChecker()
    let keeper = Holder()
    let router = HoldingRouter()
    leaks.track(router.interactor)
    keeper.held.append(router.interactor)

    leaks.checkForLeaks()

    #expect(
      leaks.leaks.map(\.message) == [
        "HoldingInteractor, which the test tracked, was expected to be deallocated by the time"
          + " of the check, but is still alive; something still holds it (a retain cycle, or a"
          + " strong reference from outside the RIB)."
      ])
    withExtendedLifetime(router) {}
  }
}
