// What the Leak detection guide says about its two leaking RIBs and about leak checks in tests.

import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import DocumentationExamples

@MainActor
@Suite struct LeakDetectionGuideTests {
  @Test func anInteractorKeptAliveByASubscriptionIsReportedWhenItsRouterGoes() {
    let leaks = LeakChecker()
    let scores = BehaviorRelay(value: 0)
    let parent = Router(interactor: Interactor())
    parent.interactable.activate()
    parent.load()

    leaks.run {
      var scoreLine: ScoreLineRouter? = ScoreLineRouter(
        interactor: ScoreLineInteractor(scores: scores.asObservable()))
      parent.attachChild(scoreLine!)
      parent.detachChild(scoreLine!)
      scoreLine = nil  // the router goes; it expects its interactor to go too
    }
    leaks.advance(by: .seconds(1))

    #expect(leaks.leaks.map(\.kind) == [.leak])
    #expect(
      leaks.leaks.map(\.message) == [
        "ScoreLineInteractor was expected to be deallocated with ScoreLineRouter, which was"
          + " deallocated, but is still alive; something else still holds it (another object it"
          + " is shared with, a retain cycle, or a strong reference from outside the RIB)."
      ])
  }

  @Test func aRouterHeldByItsInteractorIsReportedWithItsInteractor() {
    let leaks = LeakChecker()
    let parent = Router(interactor: Interactor())
    parent.interactable.activate()
    parent.load()

    // The guide's code, as it shows it. Its leak is the point: it is named in
    // Tests/lsan-suppressions.txt, with the guide's other deliberate leak.
    leaks.run {
      let notes = NotesRouter(interactor: NotesInteractor())
      parent.attachChild(notes)
      leaks.trackSubtree(of: notes)
      parent.detachChild(notes)
    }
    let reports = leaks.checkForLeaks()

    #expect(reports.map(\.kind) == [.leak, .leak])
    #expect(leaks.survivors.map(\.typeName) == ["NotesRouter", "NotesInteractor"])
  }

  @Test func expectationsOfYourOwnRunOnTheCheckersClock() {
    let leaks = LeakChecker()
    var cache: ScoreBook? = ScoreBook()

    leaks.run {
      LeakDetector.instance.expectDeallocate(object: cache!)
    }
    #expect(leaks.detector.pendingExpectationCount == 1)
    cache = nil
    leaks.advance(by: .seconds(1))

    #expect(leaks.leaks.isEmpty)
    #expect(leaks.detector.pendingExpectationCount == 0)
  }
}
