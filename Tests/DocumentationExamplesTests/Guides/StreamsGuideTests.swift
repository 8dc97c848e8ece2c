// What the Streams guide says its examples print.

import RIBStreams
import RIBTesting
import Testing

@testable import DocumentationExamples

@MainActor
@Suite struct StreamsGuideTests {
  @Test func theLandingPageExample() {
    #expect(scoreLines() == ["Score: 0", "Score: 1"])
  }

  @Test func observersAreCalledInSubscriptionOrder() {
    #expect(deliveryOrder() == ["A got 1", "B got 1", "A got 2", "B got 2"])
  }

  @Test func aReentrantEmissionWaitsForTheCurrentOneToReachEveryone() {
    #expect(reentrantEmission() == ["A got 1", "B got 1", "A got 2", "B got 2"])
  }

  @Test func aBehaviorRelayGivesItsValueInsideSubscribe() {
    #expect(currentValueOnSubscribe() == ["score 1", "subscribed", "score 2"])
    #expect(synchronousSourcesTakeTurns() == ["1", "3", "2", "4", "done", "subscribed"])
  }

  @Test func nothingArrivesAfterDispose() {
    #expect(disposal() == ["first", "disposed"])
  }

  @Test func aLateSubscriberGetsTheCompletion() {
    #expect(lateSubscriberToACompletedSubject() == ["completed"])
  }

  @Test func confineToDeliversTheLatestValueOnEachActivation() {
    #expect(confinedToAnInteractor() == ["score 1", "score 2", "score 4", "score 4"])
  }

  @Test func valuesIsAnAsyncSequence() async throws {
    let scores = Observable.from([10, 20, 30, 40])
    #expect(try await firstThreeScores(of: scores) == [10, 20, 30])
  }

  @Test func anAsyncSequenceBecomesAStream() async {
    let recorder = countdown().record()
    await recorder.waitForEvents(count: 4)
    #expect(recorder.values == [3, 2, 1])
    #expect(recorder.isCompleted)
  }
}
