import RIBStreams
import RIBTesting
import Testing

/// `subscribe(on:)` subscribes and disposes on its scheduler: on a test scheduler each takes a
/// tick, and a test observable's subscription record shows both, as RxTest's do.
@Suite struct SubscribeOnRecordTests {
  @Test func aCompletingSourceIsDisposedOnTheSchedulerATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { input.subscribe(on: scheduler) }
    #expect(observer.events == [.next(210, 1), .completed(300)])
    #expect(input.subscriptions == [Subscription(201, 301)])
  }

  @Test func aFailingColdSourceIsDisposedOnTheSchedulerATickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, "a"), .error(20, TestError.boom)])
    let observer = scheduler.start { input.subscribe(on: scheduler) }
    #expect(observer.events == [.next(211, "a"), .error(221, TestError.boom)])
    #expect(input.subscriptions == [Subscription(201, 222)])
  }

  @Test func disposalByTheSubscriberAlsoTakesATick() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
    let observer = scheduler.start(disposed: 300) { input.subscribe(on: scheduler) }
    #expect(observer.events == [.next(210, 1)])
    #expect(input.subscriptions == [Subscription(201, 301)])
  }

  @Test func anOperatorInFrontStillEndsAtTheTerminalEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    _ = scheduler.start { input.map { $0 + 1 }.subscribe(on: scheduler) }
    // `map` ends its own subscription to the source when the source completes.
    #expect(input.subscriptions == [Subscription(201, 300)])
  }

  private enum TestError: Error { case boom }
}
