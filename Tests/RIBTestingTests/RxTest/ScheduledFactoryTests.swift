import RIBStreams
import RIBTesting
import Testing

/// RxSwift's factories that take a scheduler schedule each value, and the end, as a step of
/// its own: one tick each on a `TestScheduler`.
@Suite struct ScheduledFactoryTests {
  @Test func justSchedulesTheValueThenTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.just(42, scheduler: scheduler) }
    #expect(observer.events == [.next(201, 42), .completed(202)])
  }

  @Test func ofAndFromScheduleOneValuePerStep() {
    let scheduler = TestScheduler(initialClock: 0)
    let of = scheduler.start { Observable.of(3, 1, 2, scheduler: scheduler) }
    let later = TestScheduler(initialClock: 0)
    let from = later.start { Observable.from(AnySequence([7, 8]), scheduler: later) }
    #expect(of.events == [.next(201, 3), .next(202, 1), .next(203, 2), .completed(204)])
    #expect(from.events == [.next(201, 7), .next(202, 8), .completed(203)])
  }

  @Test func fromOptionalWithoutAValueOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Observable<Int>.from(optional: nil, scheduler: scheduler)
    }
    #expect(observer.events == [.completed(201)])
  }

  @Test func rangeEndsAtTheTypesLargestValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Observable.range(start: Int8.max - 1, count: 2, scheduler: scheduler)
    }
    #expect(observer.events == [.next(201, 126), .next(202, 127), .completed(203)])
  }

  @Test func repeatElementStopsAtDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 204) {
      Observable.repeatElement("a", scheduler: scheduler)
    }
    #expect(observer.events == [.next(201, "a"), .next(202, "a"), .next(203, "a")])
  }

  @Test func onTheCurrentThreadSchedulerTheStepsRunWithoutNesting() {
    var count = 0
    _ = Observable.from(0..<100_000, scheduler: CurrentThreadScheduler.instance)
      .subscribe(onNext: { _ in count += 1 })
    #expect(count == 100_000)
  }

  @Test func scheduleRecursiveStopsOnceDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    var steps: [Int] = []
    let disposable = scheduler.scheduleRecursive(0) { step, recurse in
      steps.append(step)
      recurse(step + 1)
    }
    // Steps run at 1, 2, 3...; the disposal, scheduled first, runs first at 3.
    scheduler.scheduleAt(3) { disposable.dispose() }
    scheduler.start()
    #expect(steps == [0, 1])
  }
}
