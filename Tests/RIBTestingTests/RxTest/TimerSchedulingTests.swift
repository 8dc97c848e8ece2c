import Foundation
import RIBStreams
import RIBTesting
import Testing

@Suite struct TimerIntervalTests {
  @Test func intervalTicksEveryPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 245) {
      Observable<Int>.interval(.seconds(10), scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
  }

  @Test func aOneShotTimerEmitsZeroAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Observable<Int>.timer(.seconds(30), scheduler: scheduler)
    }
    #expect(observer.events == [.next(230, 0), .completed(230)])
  }

  @Test func aPeriodicTimerStartsAfterItsDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 255) {
      Observable<UInt8>.timer(.seconds(30), period: .seconds(10), scheduler: scheduler)
    }
    #expect(observer.events == [.next(230, 0), .next(240, 1), .next(250, 2)])
  }

  @Test func aHundredThousandTicksDoNotGrowTheStack() async {
    // A thread with a small stack: a tick that nested inside the previous one would overflow
    // it long before the end.
    let count = await withCheckedContinuation { continuation in
      let thread = Thread {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 200 + 1_000_005) {
          Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }
        continuation.resume(returning: observer.events.count)
      }
      thread.stackSize = 256 * 1024
      thread.start()
    }
    #expect(count == 100_000)
  }
}

@Suite struct TakeSkipForTests {
  @Test func takeForCompletesAfterTheDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let observer = scheduler.start { input.take(for: .seconds(25), scheduler: scheduler) }
    #expect(observer.events == [.next(210, 1), .completed(225)])
    #expect(input.subscriptions == [Subscription(200, 225)])
  }

  @Test func skipDropsValuesDuringTheDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
    let observer = scheduler.start { input.skip(.seconds(25), scheduler: scheduler) }
    #expect(observer.events == [.next(230, 2), .completed(240)])
  }

  @Test func skipPassesAnEarlyErrorOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable(
      [.error(210, TimeTestError())] as [Recorded<Event<Int>>])
    let observer = scheduler.start { input.skip(.seconds(25), scheduler: scheduler) }
    #expect(observer.events == [.error(210, TimeTestError())])
  }
}

@Suite struct SchedulerOperatorTests {
  @Test func observeOnATestSchedulerDeliversOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let observer = scheduler.start { input.observe(on: scheduler) }
    #expect(observer.events == [.next(211, 1), .completed(221)])
  }

  @Test func subscribeOnSubscribesAndDisposesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start { input.subscribe(on: scheduler) }
    #expect(observer.events == [.next(211, 1)])
    #expect(input.subscriptions == [Subscription(201, 1001)])
  }

  @Test func subscribeOnPassesCompletionOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start { input.subscribe(on: scheduler) }
    #expect(observer.events == [.next(211, 1), .completed(221)])
  }

  @Test func subscribeOnTheCurrentThreadSchedulerSubscribesAtOnce() {
    let recorder = Observable.of(1, 2).subscribe(on: CurrentThreadScheduler.instance).record()
    #expect(recorder.values == [1, 2])
    #expect(recorder.isCompleted)
  }

  @Test func theCurrentThreadSchedulerQueuesNestedWorkInsteadOfNesting() {
    var order: [String] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      order.append("outer start")
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        order.append("inner")
        return Disposables.create()
      }
      order.append("outer end")
      return Disposables.create()
    }
    #expect(order == ["outer start", "outer end", "inner"])
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @available(*, deprecated, message: "calls RxSwift 5's names on purpose")
  @Test func rxSwift5NamesStillWork() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let observer = scheduler.start {
      input.subscribeOn(scheduler).take(.seconds(20), scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 1), .completed(220)])
  }
}
