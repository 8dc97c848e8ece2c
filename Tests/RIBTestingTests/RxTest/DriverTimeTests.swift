import RIBStreams
import RIBTesting
import Testing

/// `Driver` and `Signal`'s time operators on virtual time, through `SharingScheduler.mock`.
/// Serialized: the mock swaps a global.
@MainActor
@Suite(.serialized) struct DriverTimeTests {
  @Test func aDebouncedDriverEmitsTheLastValueBeforeAPause() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(300, 3), .completed(400),
    ])
    var observer: TestableObserver<Int>?
    SharingScheduler.mock(scheduler: scheduler) {
      observer = scheduler.start {
        input.asDriver(onErrorJustReturn: -1).debounce(.seconds(20)).asObservable()
      }
    }
    #expect(observer?.events == [.next(240, 2), .next(320, 3), .completed(400)])
  }

  @Test func aThrottledSignalLetsTheFirstValueOfEachWindowThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
    var observer: TestableObserver<Int>?
    SharingScheduler.mock(scheduler: scheduler) {
      observer = scheduler.start {
        input.asSignal(onErrorJustReturn: -1).throttle(.seconds(20), latest: false)
          .asObservable()
      }
    }
    #expect(observer?.events == [.next(210, 1), .next(240, 3)])
  }

  @Test func aDelayedDriverShiftsValuesAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    var observer: TestableObserver<Int>?
    SharingScheduler.mock(scheduler: scheduler) {
      observer = scheduler.start {
        input.asDriver(onErrorJustReturn: -1).delay(.seconds(5)).asObservable()
      }
    }
    #expect(observer?.events == [.next(215, 1), .completed(235)])
  }

  @Test func theMockIsUndoneAfterItsAction() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      #expect(SharingScheduler.make() is TestScheduler)
    }
    #expect(SharingScheduler.make() is MainScheduler)
  }
}
