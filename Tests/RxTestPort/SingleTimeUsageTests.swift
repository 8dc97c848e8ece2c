// A request as a `Single`, with RxSwift 6's trait time operators, and its RxTest-style test:
// only the imports differ from the RxSwift original.

import RIBStreams
import RIBTesting
import XCTest

nonisolated final class SingleTimeUsageTests: XCTestCase {

  @MainActor
  func test_slowRequest_fallsBackAfterTheTimeout() async {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = scheduler.createColdObservable([.next(50, "fresh"), .completed(50)])
    let observer = scheduler.start {
      slow.asSingle()
        .subscribe(on: scheduler)
        .timeout(.seconds(20), other: Single.just("cached"), scheduler: scheduler)
        .delay(.seconds(1), scheduler: scheduler)
    }

    XCTAssertEqual(observer.events, [.next(221, "cached"), .completed(221)])
  }
}
