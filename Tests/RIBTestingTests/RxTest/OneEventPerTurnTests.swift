import RIBStreams
import RIBTesting
import Testing

/// On virtual time, `observe(on:)` and `delay` hand on one event per turn of the scheduler, as
/// RxSwift's do: events that arrive together leave a tick apart, and the times a test written
/// against RxTest expects hold.
@Suite struct OneEventPerTurnTests {
  @Test func observeOnDeliversABurstOneTickApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.of(1, 2, 3).observe(on: scheduler) }
    #expect(
      observer.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  @Test func aMaybeObservedOnTheSchedulerCompletesATickAfterItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Maybe.just(1).observe(on: scheduler).asObservable() }
    #expect(observer.events == [.next(201, 1), .completed(202)])
  }

  @Test func eventsAtDifferentTimesEachTakeOneTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
    let observer = scheduler.start { input.observe(on: scheduler) }
    #expect(observer.events == [.next(211, "a"), .next(221, "b"), .completed(231)])
  }

  @Test func disposalBetweenTurnsDropsWhatIsLeft() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 202) {
      Observable.of(1, 2, 3).observe(on: scheduler)
    }
    #expect(observer.events == [.next(201, 1)])
  }

  @Test func aLongBurstRunsTurnByTurnWithoutGrowingTheStack() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 100_000) {
      Observable.range(start: 0, count: 20_000).observe(on: scheduler)
    }
    #expect(observer.events.count == 20_001)
    #expect(observer.events.last == .completed(20_201))
  }

  @Test func delayLetsEventsThatCameTogetherLeaveATickApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Maybe.just(1).delay(.seconds(2), scheduler: scheduler).asObservable()
    }
    #expect(observer.events == [.next(202, 1), .completed(203)])
  }

  @Test func delayKeepsTheGapsBetweenEventsThatCameApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(215, 3), .completed(300),
    ])
    let observer = scheduler.start { input.delay(.seconds(10), scheduler: scheduler) }
    #expect(
      observer.events == [.next(220, 1), .next(225, 2), .next(226, 3), .completed(310)])
  }
}

/// `observe(on:)` takes a scheduler stored as an `ImmediateSchedulerType` or a `SchedulerType`,
/// as RxSwift's does.
@Suite struct ObserveOnExistentialSchedulerTests {
  @Test func aSchedulerStoredAsImmediateSchedulerTypeIsAccepted() {
    let scheduler = TestScheduler(initialClock: 0)
    let immediate: any ImmediateSchedulerType = scheduler
    let observer = scheduler.start { Observable.of(1, 2).observe(on: immediate) }
    #expect(observer.events == [.next(201, 1), .next(202, 2), .completed(203)])
    let single = scheduler.start(created: 1000, subscribed: 1100, disposed: 2000) {
      Single.just(7).observe(on: immediate).asObservable()
    }
    #expect(single.events == [.next(1101, 7), .completed(1102)])
  }

  @Test func aSchedulerStoredAsSchedulerTypeIsAccepted() {
    let scheduler = TestScheduler(initialClock: 0)
    let stored: any SchedulerType = scheduler
    let observer = scheduler.start { Observable.just("a").observe(on: stored) }
    #expect(observer.events == [.next(201, "a"), .completed(202)])
  }
}
