import RIBStreams
import RIBTesting
import Testing

@Suite struct DelayTests {
  @Test func shiftsValuesAndCompletionAndUnsubscribesWhenTheSourceEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { input.delay(.seconds(10), scheduler: scheduler) }
    #expect(observer.events == [.next(220, 1), .next(230, 2), .completed(240)])
    #expect(input.subscriptions == [Subscription(200, 230)])
  }

  /// RxSwift's delay emits one event per turn of its scheduler: on virtual time, events that
  /// came together leave a tick apart.
  @Test func eventsThatCameTogetherLeaveATickApart() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .completed(10)])
    let observer = scheduler.start { input.delay(.seconds(10), scheduler: scheduler) }
    #expect(observer.events == [.next(220, 1), .next(221, 2), .completed(222)])
  }

  @Test func doesNotDelayAnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .error(215, TimeTestError())])
    let observer = scheduler.start { input.delay(.seconds(10), scheduler: scheduler) }
    #expect(observer.events == [.error(215, TimeTestError())])
  }

  @Test func disposingDropsWhatWaits() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.start(disposed: 225) {
      input.delay(.seconds(10), scheduler: scheduler)
    }
    #expect(observer.events == [.next(220, 1)])
    #expect(input.subscriptions == [Subscription(200, 225)])
  }

  @Test func subscriptionIsDelayed() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start {
      input.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(observer.events == [.next(240, 1), .completed(250)])
    #expect(input.subscriptions == [Subscription(230, 250)])
  }

  @Test func disposingBeforeTheDelayedSubscriptionCancelsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start(disposed: 220) {
      input.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(observer.events.isEmpty)
    #expect(input.subscriptions.isEmpty)
  }

  @Test func delaySubscriptionPassesErrorsOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable(
      [.error(5, TimeTestError())] as [Recorded<Event<Int>>])
    let observer = scheduler.start {
      input.delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(observer.events == [.error(235, TimeTestError())])
  }
}

@Suite struct TimeoutTests {
  @Test func failsWithTimeoutWhenTheNextValueIsLate() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(260, 3)])
    let observer = scheduler.start { input.timeout(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(225, 2), .error(245, RxError.timeout)])
    #expect(input.subscriptions == [Subscription(200, 245)])
  }

  @Test func switchesToTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(260, 3)])
    let other = scheduler.createColdObservable([.next(5, 100), .completed(10)])
    let observer = scheduler.start {
      input.timeout(.seconds(20), other: other, scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 1), .next(235, 100), .completed(240)])
    #expect(input.subscriptions == [Subscription(200, 230)])
    #expect(other.subscriptions == [Subscription(230, 240)])
  }

  @Test func completionAndErrorInTimeArePassedOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let failing = scheduler.createHotObservable(
      [.next(210, 1), .error(220, TimeTestError())] as [Recorded<Event<Int>>])
    let completed = scheduler.start { completing.timeout(.seconds(20), scheduler: scheduler) }
    #expect(completed.events == [.next(210, 1), .completed(220)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let failing2 = scheduler2.createHotObservable(failing.recordedEvents)
    let failed = scheduler2.start { failing2.timeout(.seconds(20), scheduler: scheduler2) }
    #expect(failed.events == [.next(210, 1), .error(220, TimeTestError())])
  }

  @Test func disposingStopsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start(disposed: 215) {
      input.timeout(.seconds(20), scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 1)])
    #expect(input.subscriptions == [Subscription(200, 215)])
  }
}
