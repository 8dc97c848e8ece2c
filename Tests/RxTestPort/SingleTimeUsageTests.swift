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

    XCTAssertEqual(observer.events, [.next(221, "cached"), .completed(222)])
  }
}

nonisolated final class DriverTimeUsageTests: XCTestCase {

  @MainActor
  func test_searchText_isDebouncedOnTheMockedSharingScheduler() async {
    let scheduler = TestScheduler(initialClock: 0)
    let text = scheduler.createHotObservable([.next(210, "r"), .next(215, "ri"), .next(300, "rib")])
    var observer: TestableObserver<String>?
    SharingScheduler.mock(scheduler: scheduler) {
      observer = scheduler.start {
        text.asDriver(onErrorJustReturn: "")
          .debounce(.seconds(30))
          .distinctUntilChanged()
          .asObservable()
      }
    }

    XCTAssertEqual(observer?.events, [.next(246, "ri"), .next(331, "rib")])
  }
}
