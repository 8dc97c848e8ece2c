// The helper of TestSchedulerExtensionShapes.swift, run on virtual time.

import RIBStreams
import RIBTesting
import Testing

@Suite struct TestSchedulerExtensionShapesTests {
  @Test func aTimelineInSecondsLandsOnTheTicksItNames() {
    let scheduler = TestScheduler.cafeTimeline()

    let observer = scheduler.start { scheduler.everyFewTicks(["latte", "mocha"], ticks: 3) }

    #expect(observer.events.map(\.time) == [203, 206])
    #expect(observer.events.compactMap(\.value.element) == ["latte", "mocha"])
  }
}
