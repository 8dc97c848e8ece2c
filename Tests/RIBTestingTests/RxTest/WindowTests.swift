import RIBStreams
import RIBTesting
import Testing

/// `window(timeSpan:count:scheduler:)` on virtual time; each window is collected with
/// `toArray`, so a window shows as the array of its values, emitted when it completes.
@Suite struct WindowTests {
  private func collected(
    _ input: TestableObservable<Int>, timeSpan: RxTimeInterval, count: Int,
    on scheduler: TestScheduler
  ) -> Observable<[Int]> {
    input.window(timeSpan: timeSpan, count: count, scheduler: scheduler)
      .flatMap { $0.toArray() }
  }

  @Test func aFullWindowClosesAndTheNextOpens() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .completed(300),
    ])
    let observer = scheduler.start {
      self.collected(input, timeSpan: .seconds(100), count: 2, on: scheduler)
    }
    #expect(
      observer.events == [
        .next(220, [1, 2]), .next(250, [3, 4]), .next(300, []), .completed(300),
      ])
    #expect(input.subscriptions == [Subscription(200, 300)])
  }

  @Test func aWindowClosesWhenItsTimeIsUp() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let observer = scheduler.start {
      self.collected(input, timeSpan: .seconds(20), count: 10, on: scheduler)
    }
    #expect(observer.events == [.next(220, [1]), .next(240, [2]), .next(250, []), .completed(250)])
  }

  @Test func aWindowClosedByCountRestartsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(215, 1), .next(216, 2), .next(230, 3)])
    let observer = scheduler.start(disposed: 260) {
      self.collected(input, timeSpan: .seconds(20), count: 2, on: scheduler)
    }
    // The window opened at 216 lasts until 236, not until 240.
    #expect(observer.events == [.next(216, [1, 2]), .next(236, [3]), .next(256, [])])
  }

  @Test func anErrorEndsTheWindowAndTheWindows() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .error(215, TimeTestError())])
    var windows = 0
    let observer = scheduler.start {
      input.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler)
        .do(onNext: { _ in windows += 1 })
        .flatMap { $0.toArray() }
    }
    #expect(observer.events == [.error(215, TimeTestError())])
    #expect(windows == 1)
  }
}
