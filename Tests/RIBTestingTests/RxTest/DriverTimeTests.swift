import RIBStreams
import RIBTesting
import Testing

/// `Driver` and `Signal`'s time operators on virtual time, through `SharingScheduler.mock`.
/// As in RxCocoa, `asDriver` and `asSignal` observe on the mocked scheduler, so each value
/// reaches the operator a tick after the source sent it. Serialized: the mock swaps a global.
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
    #expect(observer?.events == [.next(241, 2), .next(321, 3), .completed(401)])
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
    #expect(observer?.events == [.next(211, 1), .next(241, 3)])
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
    #expect(observer?.events == [.next(216, 1), .completed(236)])
  }

  @Test func theMockIsUndoneAfterItsAction() {
    let scheduler = TestScheduler(initialClock: 0)
    SharingScheduler.mock(scheduler: scheduler) {
      #expect(SharingScheduler.make() is TestScheduler)
    }
    #expect(SharingScheduler.make() is MainScheduler)
  }
  @Test func aDriverIntervalTicksOnTheMockedScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var observer: TestableObserver<Int>?
    SharingScheduler.mock(scheduler: scheduler) {
      observer = scheduler.start(disposed: 235) {
        Driver<Int>.interval(.seconds(10)).asObservable()
      }
    }
    #expect(observer?.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
  }

  @Test func aSignalTimerStartsAfterItsDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    var observer: TestableObserver<UInt8>?
    SharingScheduler.mock(scheduler: scheduler) {
      observer = scheduler.start(disposed: 255) {
        Signal<UInt8>.timer(.seconds(30), period: .seconds(10)).asObservable()
      }
    }
    #expect(observer?.events == [.next(230, 0), .next(240, 1), .next(250, 2)])
  }

  @Test func switchLatestFollowsTheNewestInnerDriver() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(215, "a1"), .next(235, "a2")])
    let second = scheduler.createHotObservable([.next(225, "b1"), .next(240, "b2")])
    let outer = scheduler.createHotObservable([
      .next(210, first.asDriver(onErrorJustReturn: "?")),
      .next(230, second.asDriver(onErrorJustReturn: "?")),
    ])
    let observer = scheduler.start {
      outer.asDriver(onErrorDriveWith: .empty()).switchLatest().asObservable()
    }
    #expect(observer.events == [.next(215, "a1"), .next(240, "b2")])
    #expect(first.subscriptions == [Subscription(210, 230)])
  }

  @Test func mergeOfDriversPassesOnEveryInnerValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(215, 1), .next(235, 3)])
    let second = scheduler.createHotObservable([.next(225, 2), .next(240, 4)])
    let outer = scheduler.createHotObservable([
      .next(210, first.asDriver(onErrorJustReturn: -1)),
      .next(220, second.asDriver(onErrorJustReturn: -1)),
    ])
    let observer = scheduler.start {
      outer.asDriver(onErrorDriveWith: .empty()).merge().asObservable()
    }
    #expect(observer.events == [.next(215, 1), .next(225, 2), .next(235, 3), .next(240, 4)])
  }
}
