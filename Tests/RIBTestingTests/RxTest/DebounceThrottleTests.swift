import RIBStreams
import RIBTesting
import Testing

@Suite struct DebounceTests {
  @Test func emitsTheLastValueOfEachBurstOnceTheSourcePauses() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4),
      .completed(400),
    ])
    let observer = scheduler.start { input.debounce(.seconds(20), scheduler: scheduler) }
    #expect(
      observer.events == [.next(240, 2), .next(270, 3), .next(320, 4), .completed(400)])
    #expect(input.subscriptions == [Subscription(200, 400)])
  }

  @Test func emitsTheWaitingValueAtOnceOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let observer = scheduler.start { input.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(215, 1), .completed(215)])
  }

  @Test func passesAnErrorOnAtOnceAndDropsTheWaitingValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .error(215, TimeTestError())])
    let observer = scheduler.start { input.debounce(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.error(215, TimeTestError())])
    #expect(input.subscriptions == [Subscription(200, 215)])
  }

  @Test func disposingCancelsTheWaitingValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.start(disposed: 235) {
      input.debounce(.seconds(20), scheduler: scheduler)
    }
    #expect(observer.events.isEmpty)
    #expect(input.subscriptions == [Subscription(200, 235)])
  }

  @Test func aValueSentBackToTheSourceFromTheObserverIsDebouncedInTurn() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    let subscription = subject.debounce(.seconds(10), scheduler: scheduler)
      .subscribe { event in
        observer.on(event)
        if let value = event.element, value < 3 { subject.onNext(value + 1) }
      }
    scheduler.scheduleAt(0) { subject.onNext(1) }
    scheduler.start()
    subscription.dispose()
    #expect(observer.events == [.next(10, 1), .next(20, 2), .next(30, 3)])
  }
}

@Suite struct ThrottleTests {
  let events: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
  ]

  @Test func emitsTheLatestValueOfTheWindowWhenItEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable(events)
    let observer = scheduler.start { input.throttle(.seconds(20), scheduler: scheduler) }
    #expect(
      observer.events == [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
  }

  @Test func dropsTheValuesOfTheWindowWithoutLatest() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable(events)
    let observer = scheduler.start {
      input.throttle(.seconds(20), latest: false, scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 1), .next(250, 4), .completed(300)])
  }

  @Test func completionWaitsForTheLatestValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let observer = scheduler.start { input.throttle(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(230)])
  }

  @Test func anErrorIsPassedOnAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .error(220, TimeTestError()),
    ])
    let observer = scheduler.start { input.throttle(.seconds(20), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .error(220, TimeTestError())])
    #expect(input.subscriptions == [Subscription(200, 220)])
  }

  @Test func disposingDropsTheWindowsLatestValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
    let observer = scheduler.start(disposed: 225) {
      input.throttle(.seconds(20), scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 1)])
    #expect(input.subscriptions == [Subscription(200, 225)])
  }
}
