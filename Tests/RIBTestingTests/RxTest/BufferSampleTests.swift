import RIBStreams
import RIBTesting
import Testing

@Suite struct BufferTimeCountTests {
  @Test func emitsWhenFullOrWhenTheWindowEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
    let observer = scheduler.start {
      input.buffer(timeSpan: .seconds(30), count: 3, scheduler: scheduler)
    }
    #expect(
      observer.events == [
        .next(230, [1, 2, 3]), .next(260, [4]), .next(290, []), .next(300, []),
        .completed(300),
      ])
  }

  @Test func anErrorDropsTheBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .error(220, TimeTestError())])
    let observer = scheduler.start {
      input.buffer(timeSpan: .seconds(30), count: 3, scheduler: scheduler)
    }
    #expect(observer.events == [.error(220, TimeTestError())])
  }

  @Test func disposingStopsTheWindows() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1)])
    let observer = scheduler.start(disposed: 250) {
      input.buffer(timeSpan: .seconds(30), count: 3, scheduler: scheduler)
    }
    #expect(observer.events == [.next(230, [1])])
    #expect(input.subscriptions == [Subscription(200, 250)])
  }
}

@Suite struct SampleTests {
  let source: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(250, 3), .completed(300),
  ]
  let ticks: [Recorded<Event<String>>] = [
    .next(230, "t"), .next(240, "t"), .next(260, "t"), .next(310, "t"),
  ]

  @Test func emitsTheLatestValueAtEachTickAndCompletesAtTheTickAfterTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable(source)
    let sampler = scheduler.createHotObservable(ticks)
    let observer = scheduler.start { input.sample(sampler) }
    #expect(observer.events == [.next(230, 2), .next(260, 3), .completed(310)])
    #expect(input.subscriptions == [Subscription(200, 300)])
    #expect(sampler.subscriptions == [Subscription(200, 310)])
  }

  @Test func emitsTheDefaultValueAtATickWithoutANewValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable(source)
    let sampler = scheduler.createHotObservable(ticks)
    let observer = scheduler.start { input.sample(sampler, defaultValue: 0) }
    #expect(
      observer.events == [
        .next(230, 2), .next(240, 0), .next(260, 3), .next(310, 0), .completed(310),
      ])
  }

  @Test func anErrorOfTheSamplerIsPassedOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable(source)
    let sampler = scheduler.createHotObservable(
      [.next(230, "t"), .error(240, TimeTestError())] as [Recorded<Event<String>>])
    let observer = scheduler.start { input.sample(sampler) }
    #expect(observer.events == [.next(230, 2), .error(240, TimeTestError())])
    #expect(input.subscriptions == [Subscription(200, 240)])
  }

  @Test func disposingEndsBothSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable(source)
    let sampler = scheduler.createHotObservable(ticks)
    let observer = scheduler.start(disposed: 235) { input.sample(sampler) }
    #expect(observer.events == [.next(230, 2)])
    #expect(input.subscriptions == [Subscription(200, 235)])
    #expect(sampler.subscriptions == [Subscription(200, 235)])
  }
}
