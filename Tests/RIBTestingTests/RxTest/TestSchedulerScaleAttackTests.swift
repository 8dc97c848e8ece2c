import Dispatch
import RIBStreams
import RIBTesting
import Testing

/// RxTest and RxBlocking at the scale of real tests' worst cases: 10^5 scheduled items, work
/// that schedules the next step from inside the current one 10^5 times, long recorded
/// observables, hot observables with many subscribers, and blocking on streams produced on
/// other threads. Each runs on a thread with a small stack, so that a frame per step would
/// overflow it.
@Suite struct TestSchedulerScaleAttackTests {
  static let many = Sanitizers.workload(100_000, sanitized: 10_000)

  @Test func manyItemsScheduledOutOfOrderRunInTimeOrder() async {
    let (inOrder, ran, clock) = await onSmallStack {
      let scheduler = TestScheduler(initialClock: 0)
      var times: [TestTime] = []
      times.reserveCapacity(Self.many)
      // A permutation of 1...many, so that the heap sees every order of insertion.
      for index in 0..<Self.many {
        let time = TestTime((index * 7_919) % Self.many + 1)
        scheduler.scheduleAt(time) { times.append(scheduler.clock) }
      }
      scheduler.start()
      return (zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, times.count, scheduler.clock)
    }
    #expect(inOrder)
    #expect(ran == Self.many)
    #expect(clock == TestTime(Self.many))
  }

  @Test func workSchedulingTheNextStepFromInsideRunsInALoop() async {
    let (steps, clock) = await onSmallStack {
      let scheduler = TestScheduler(initialClock: 0)
      var steps = 0
      func step() {
        steps += 1
        guard steps < Self.many else { return }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in
          step()
          return Disposables.create()
        }
      }
      scheduler.scheduleAt(1) { step() }
      scheduler.start()
      return (steps, scheduler.clock)
    }
    #expect(steps == Self.many)
    #expect(clock == TestTime(Self.many))
  }

  @Test func scheduleRecursiveOnTheTestSchedulerRunsInALoop() async {
    let steps = await onSmallStack {
      let scheduler = TestScheduler(initialClock: 0)
      var steps = 0
      _ = scheduler.scheduleRecursive(0) { count, recurse in
        steps += 1
        if count + 1 < Self.many { recurse(count + 1) }
      }
      scheduler.start()
      return steps
    }
    #expect(steps == Self.many)
  }

  @Test func startWithALongColdObservableRecordsEveryEvent() async {
    let (count, lastTime, subscriptions) = await onSmallStack {
      let scheduler = TestScheduler(initialClock: 0)
      let events = (1...Self.many).map { Recorded.next(TestTime($0), $0) }
      let cold = scheduler.createColdObservable(events + [.completed(TestTime(Self.many + 1))])
      let observer = scheduler.start(
        created: 0, subscribed: 1, disposed: TestTime(Self.many * 2)
      ) { cold.map { $0 * 2 } }
      return (observer.events.count, observer.events.last?.time, cold.subscriptions.count)
    }
    #expect(count == Self.many + 1)
    #expect(lastTime == TestTime(Self.many + 2))
    #expect(subscriptions == 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func aHotObservableWithManySubscribersLetsThemGoQuickly() async {
    let (delivered, allLeftAt20) = await onSmallStack {
      let scheduler = TestScheduler(initialClock: 0)
      let hot = scheduler.createHotObservable([Recorded.next(10, 1), .next(30, 2)])
      var delivered = 0
      var subscriptions: [any Disposable] = []
      scheduler.scheduleAt(5) {
        subscriptions = (0..<Self.many / 2).map { _ in hot.subscribe(onNext: { delivered += $0 }) }
      }
      // Let go of in the order they came, the order that shifts all that is left each time
      // when they are kept in an array.
      scheduler.scheduleAt(20) { for subscription in subscriptions { subscription.dispose() } }
      scheduler.start()
      return (delivered, hot.subscriptions.allSatisfy { $0.unsubscribe == 20 })
    }
    #expect(delivered == Self.many / 2)
    #expect(allLeftAt20)
  }

  @Test func blockingOnAStreamProducedOnAnotherThreadGetsEverything() throws {
    let produced = Observable.range(start: 0, count: Self.many)
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
      .observe(on: SerialDispatchQueueScheduler(qos: .utility))
    let values = try produced.toBlocking(timeout: 60).toArray()
    #expect(values.count == Self.many)
    #expect(values.last == Self.many - 1)
    let first = try Observable<Int>.interval(
      .milliseconds(1), scheduler: SerialDispatchQueueScheduler(qos: .utility)
    )
    .toBlocking(timeout: 60).first()
    #expect(first == 0)
  }

  @Test func blockingOnAStreamThatNeverEndsTimesOut() {
    #expect(throws: RxError.self) {
      try Observable<Int>.never().toBlocking(timeout: 0.01).toArray()
    }
  }
}
