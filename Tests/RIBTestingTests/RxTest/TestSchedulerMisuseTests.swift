import RIBStreams
import RIBTesting
import Testing

/// `TestScheduler` driven the wrong way: started twice, started or advanced from its own work,
/// slept backwards, stopped and restarted, recorded into after it stopped, and random work that
/// schedules, disposes and stops at random. No trap, the clock never runs backwards within a
/// run, work runs once and in time order, and what RxTest stops the process for is a test
/// failure here.
@Suite struct TestSchedulerMisuseTests {
  @Test func startingTwiceRecordsTheSecondRunAtTheClockTheFirstLeft() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(300, 2), .next(1_100, 3)])

    let first = scheduler.start { source }
    let second = scheduler.start { source }

    #expect(first.events == [.next(300, 2)])
    // Its created/subscribed/disposed times are past: RxTest runs them at once, at 1000, and
    // the hot source's later event reaches the new subscription before the disposal.
    #expect(second.events.allSatisfy { $0.time >= 1_000 })
    #expect(scheduler.clock >= 1_000)
  }

  @Test func startFromScheduledWorkDoesNothingAndTheRunGoesOn() {
    // RxSwift's `start()` returns at once when the scheduler runs; so does this one.
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(10) {
      log.append(scheduler.clock)
      scheduler.start()
    }
    scheduler.scheduleAt(20) { log.append(scheduler.clock) }

    scheduler.start()

    #expect(log == [10, 20])
  }

  @Test func sleepingBackwardsIsAFailureAndLeavesTheClock() {
    // RxSwift's `sleep` stops the process: "Can't sleep to past."
    let scheduler = TestScheduler(initialClock: 50)
    let failures = TestFailureCollector()

    failures.collect { scheduler.sleep(-20) }

    #expect(scheduler.clock == 50)
    #expect(failures.failures.count == 1)
    #expect(failures.messages.first?.contains("sleep(-20)") == true)
  }

  @Test func recordingAfterTheSchedulerStoppedTakesItsLastClock() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(40) { observer.onNext(1) }
    scheduler.start()

    observer.onNext(2)
    observer.onCompleted()
    observer.onNext(3)

    #expect(observer.events == [.next(40, 1), .next(40, 2), .completed(40), .next(40, 3)])
  }

  @Test func stoppedFromItsWorkAndStartedAgainItRunsTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []
    scheduler.scheduleAt(10) {
      log.append(scheduler.clock)
      scheduler.stop()
      scheduler.stop()
    }
    scheduler.scheduleAt(30) { log.append(scheduler.clock) }

    scheduler.start()
    #expect(log == [10])
    scheduler.start()
    #expect(log == [10, 30])
  }

  @Test(arguments: Array(UInt64(1)...150)) func randomWork(seed: UInt64) {
    var random = SchedulerRandom(seed: seed)
    let scheduler = TestScheduler(initialClock: 0)
    let failures = TestFailureCollector()
    var ran: [Int: Int] = [:]
    var runClocks: [TestTime] = []
    var disposed: Set<Int> = []
    var handles: [Int: any Disposable] = [:]
    var expectedFailures = 0
    var nextID = 0
    var stops = 0
    var schedule: (TestTime) -> Void = { _ in }
    schedule = { [unowned scheduler] time in
      let id = nextID
      nextID += 1
      let action = random.below(100)
      let other = random.below(max(nextID, 1))
      let offset = TestTime(random.below(60)) - 10
      handles[id] = scheduler.scheduleAbsoluteVirtual((), time: time) { [unowned scheduler] _ in
        ran[id, default: 0] += 1
        runClocks.append(scheduler.clock)
        switch action {
        case 0..<30: if nextID < 300 { schedule(scheduler.clock + offset) }
        case 30..<45:
          disposed.insert(other)
          handles[other]?.dispose()
        case 45..<50:
          expectedFailures += 1
          scheduler.advanceTo(scheduler.clock + 5)
        case 50..<54: scheduler.start()
        case 54..<57:
          stops += 1
          scheduler.stop()
        case 57..<60: scheduler.sleep(TestTime(random.below(5)))
        default: break
        }
        return Disposables.create()
      }
    }
    // `schedule` calls itself, and `handles` holds the work that captured it: let go of both
    // once done. (The work holds the scheduler, which holds the work, unowned.)
    defer {
      schedule = { _ in }
      handles = [:]
    }
    for _ in 0..<20 { schedule(TestTime(random.below(100))) }

    failures.collect {
      var runs = 0
      while runs < 50 {
        let before = runClocks.count
        scheduler.start()
        runs += 1
        if runClocks.count == before { break }
      }
    }

    #expect(ran.values.allSatisfy { $0 == 1 }, "seed \(seed): work ran more than once")
    #expect(
      zip(runClocks, runClocks.dropFirst()).allSatisfy { $0 <= $1 },
      "seed \(seed): the clock ran backwards: \(runClocks)")
    for id in 0..<nextID where !disposed.contains(id) {
      #expect(ran[id] == 1, "seed \(seed): work \(id) never ran")
    }
    #expect(failures.failures.count == expectedFailures, "seed \(seed)")
    _ = stops
  }
}

/// SplitMix64, for seeded, replayable runs.
struct SchedulerRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % UInt64(bound))
  }
}
