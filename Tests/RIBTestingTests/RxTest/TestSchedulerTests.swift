import RIBStreams
import RIBTesting
import Testing

@Suite struct TestSchedulerTests {
  @Test func runsWorkInTimeOrderThenInSchedulingOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
    scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
    scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
    scheduler.start()
    #expect(log == ["a@10", "b@20", "c@20"])
    #expect(scheduler.clock == 20)
  }

  @Test func workDueNowRunsOneTickLaterUnlessProcessingDelayIsOff() {
    let delayed = TestScheduler(initialClock: 5)
    let immediate = TestScheduler(initialClock: 5, simulateProcessingDelay: false)
    var times: [TestTime] = []
    _ = delayed.schedule(()) { _ in
      times.append(delayed.clock)
      return Disposables.create()
    }
    _ = immediate.schedule(()) { _ in
      times.append(immediate.clock)
      return Disposables.create()
    }
    delayed.start()
    immediate.start()
    #expect(times == [6, 5])
  }

  @Test func relativeTimeIsMeasuredInTicksOfTheResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    var fired: TestTime?
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
      fired = scheduler.clock
      return Disposables.create()
    }
    scheduler.start()
    #expect(fired == 300)
    #expect(scheduler.now == RxTime(timeIntervalSince1970: 0.3))
  }

  @Test func disposedWorkDoesNotRunAndNeverIsNeverDue() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    let work = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      ran = true
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
      ran = true
      return Disposables.create()
    }
    work.dispose()
    scheduler.start()
    #expect(!ran)
    #expect(scheduler.clock == 0)
  }

  @Test func advanceToRunsWhatIsDueAndMovesTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    for time in [10, 20, 30] { scheduler.scheduleAt(time) { log.append(time) } }
    scheduler.advanceTo(25)
    #expect(log == [10, 20])
    #expect(scheduler.clock == 25)
    scheduler.advanceTo(30)
    #expect(log == [10, 20, 30])
  }

  @Test func stopEndsTheRunAfterTheCurrentWork() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(10) {
      log.append(10)
      scheduler.stop()
    }
    scheduler.scheduleAt(20) { log.append(20) }
    scheduler.start()
    #expect(log == [10])
    scheduler.start()
    #expect(log == [10, 20])
  }

  @Test func advanceToFromScheduledWorkIsReportedAndIgnored() {
    let scheduler = TestScheduler(initialClock: 0)
    let failures = TestFailureCollector()
    TestFailureReporter.withHandler(failures) {
      scheduler.scheduleAt(10) { scheduler.advanceTo(50) }
      scheduler.start()
    }
    #expect(failures.failures.count == 1)
    #expect(scheduler.clock == 10)
  }

  @Test func sleepMovesTheClockWithoutRunningAnything() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false
    scheduler.scheduleAt(5) { ran = true }
    scheduler.sleep(10)
    #expect(scheduler.clock == 10)
    #expect(!ran)
  }

  @Test func hotObservablesEmitToWhoeverListensAndRecordSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3)])
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(100) { subscriptions.append(input.subscribe(early)) }
    scheduler.scheduleAt(300) { subscriptions.append(input.subscribe(late)) }
    scheduler.scheduleAt(320) { subscriptions[0].dispose() }
    scheduler.start()
    #expect(early.events == [.next(150, 1), .next(250, 2)])
    #expect(late.events == [.next(350, 3)])
    #expect(input.subscriptions == [Subscription(100, 320), Subscription(300)])
  }

  @Test func coldObservablesStartOverForEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    scheduler.scheduleAt(100) { _ = input.subscribe(first) }
    scheduler.scheduleAt(200) { _ = input.subscribe(second) }
    scheduler.start()
    #expect(first.events == [.next(110, "a"), .completed(120)])
    #expect(second.events == [.next(210, "a"), .completed(220)])
  }

  @Test func startUsesTheDefaultTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    var createdAt: TestTime?
    let observer = scheduler.start { () -> Observable<Int> in
      createdAt = scheduler.clock
      return Observable.just(1)
    }
    #expect(createdAt == TestScheduler.Defaults.created)
    #expect(observer.events == [.next(200, 1), .completed(200)])
  }

  @Test func recordedEventsCompareAndDescribeThemselves() {
    let events = Recorded.events(.next(210, 1), .completed(300))
    #expect(events == [.next(210, 1), .completed(300)])
    #expect(events != [.next(210, 1), .completed(301)])
    #expect(events[0].debugDescription == "next(1) @ 210")
    #expect(Subscription(200).debugDescription == "(200: Infinity)")
    #expect(Subscription(200, 300).debugDescription == "(200: 300)")
  }

  @Test func errorsCompareWithEqualsOrByTypeAndDescription() {
    struct Described: Error, CustomStringConvertible {
      let text: String
      var description: String { text }
    }
    #expect(Event<Int>.error(TimeTestError("a")) == .error(TimeTestError("a")))
    #expect(Event<Int>.error(TimeTestError("a")) != .error(TimeTestError("b")))
    #expect(Event<Int>.error(Described(text: "x")) == .error(Described(text: "x")))
    #expect(Event<Int>.error(Described(text: "x")) != .error(Described(text: "y")))
    #expect(Event<Int>.error(RxError.timeout) == .error(RxError.timeout))
    #expect(Event<Int>.error(RxError.timeout) != .error(RxError.noElements))
    #expect(Event<Int>.error(RxError.timeout) != .completed)
  }
}
