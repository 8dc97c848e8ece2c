// The shapes of SharedSequenceShapes.swift: built, and their strategy's scheduler read.

import RIBStreams
import Testing

@Suite struct SharedSequenceShapesTests {
  @Test func theStrategiesRunTheirTimeOperatorsOnTheMainScheduler() {
    #expect(Driver<Int>.timeOperatorScheduler is MainScheduler)
    #expect(Signal<Int>.timeOperatorScheduler is MainScheduler)
  }

  @Test func aSharingStrategyOfTheAppsOwnGetsTheSameScheduler() {
    #expect(WholeOrderSharing.scheduler is MainScheduler)
  }
}

/// A strategy that shares like a Driver and says nothing about its scheduler.
enum WholeOrderSharing: SharingStrategyProtocol {
  nonisolated static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}
