import Dispatch
import RIBStreams
import RIBSupport
import Synchronization
import Testing

@Suite struct VirtualTimeSchedulerTests {
  @Test func workRunsInTimeOrderWithTheClockAtEachDueTime() {
    let scheduler = SecondScheduler()
    var clocks: [Int] = []
    for time in [30, 10, 20] { scheduler.at(time) { clocks.append(scheduler.clock) } }
    _ = scheduler.scheduleRelative((), dueTime: .seconds(15)) { _ in
      clocks.append(scheduler.clock)
      return Disposables.create()
    }
    #expect(clocks.isEmpty)
    scheduler.start()
    #expect(clocks == [10, 15, 20, 30])
    #expect(scheduler.clock == 30)
    #expect(scheduler.now == RxTime(timeIntervalSince1970: 30))
  }

  @Test func workDueAtTheSameTimeRunsInTheOrderItWasScheduled() {
    let scheduler = SecondScheduler()
    var order: [String] = []
    for name in ["a", "b", "c", "d"] { scheduler.at(5) { order.append(name) } }
    scheduler.at(4) { order.append("early") }
    _ = scheduler.schedule(()) { _ in
      order.append("now")
      return Disposables.create()
    }
    scheduler.start()
    #expect(order == ["now", "early", "a", "b", "c", "d"])
  }

  @Test func stopEndsTheRunAfterTheWorkRunningNowAndStartGoesOn() {
    let scheduler = SecondScheduler()
    var ran: [Int] = []
    scheduler.at(1) {
      ran.append(1)
      scheduler.stop()
    }
    scheduler.at(2) { ran.append(2) }
    scheduler.start()
    #expect(ran == [1])
    #expect(scheduler.clock == 1)
    scheduler.start()
    #expect(ran == [1, 2])
  }

  @Test func advanceToRunsWhatIsDueByThenAndSetsTheClock() {
    let scheduler = SecondScheduler()
    var ran: [Int] = []
    for time in [5, 10, 11] { scheduler.at(time) { ran.append(time) } }
    scheduler.advanceTo(10)
    #expect(ran == [5, 10])
    #expect(scheduler.clock == 10)
    scheduler.advanceTo(10)
    #expect(ran == [5, 10])
    scheduler.advanceTo(100)
    #expect(ran == [5, 10, 11])
    #expect(scheduler.clock == 100)
  }

  @Test func sleepMovesTheClockWithoutRunningAnything() {
    let scheduler = SecondScheduler()
    var ran: [Int] = []
    scheduler.at(5) { ran.append(scheduler.clock) }
    scheduler.sleep(20)
    #expect(ran.isEmpty)
    #expect(scheduler.clock == 20)
    // Work whose time has passed runs at once, at the current time.
    scheduler.start()
    #expect(ran == [20])
  }

  @Test func sleepingIntoThePastIsReportedAndIgnored() {
    let scheduler = SecondScheduler(initialClock: 10)
    let reports = ReportCollector()
    reports.collect { scheduler.sleep(-5) }
    #expect(scheduler.clock == 10)
    #expect(reports.reports.map(\.kind) == ["other"])
  }

  @Test func advanceToFromScheduledWorkIsReportedAndDoesNothing() {
    let scheduler = SecondScheduler()
    let reports = ReportCollector()
    var ran: [Int] = []
    scheduler.at(1) { scheduler.advanceTo(50) }
    scheduler.at(2) { ran.append(scheduler.clock) }
    reports.collect { scheduler.start() }
    #expect(ran == [2])
    #expect(scheduler.clock == 2)
    #expect(reports.reports.count == 1)
    #expect(reports.reports.first?.message.contains("advanceTo(50)") == true)
  }

  @Test func workDisposedBeforeItIsDueNeverRunsAndIsLetGoOf() {
    let scheduler = SecondScheduler()
    var ran: [Int] = []
    weak var released: Box?
    let disposable: any Disposable = {
      let box = Box()
      released = box
      return scheduler.scheduleAbsoluteVirtual(box, time: 5) { box in
        ran.append(box.value)
        return Disposables.create()
      }
    }()
    scheduler.at(6) { ran.append(6) }
    #expect(released != nil)
    disposable.dispose()
    #expect(released == nil)
    scheduler.start()
    #expect(ran == [6])
  }

  @Test func disposingAfterTheWorkRanDisposesWhatItReturned() {
    let scheduler = SecondScheduler()
    var disposals = 0
    let disposable = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      Disposables.create { disposals += 1 }
    }
    scheduler.start()
    #expect(disposals == 0)
    disposable.dispose()
    #expect(disposals == 1)
  }

  @Test func workScheduledFromScheduledWorkRunsInTimeOrder() {
    let scheduler = SecondScheduler()
    var ran: [String] = []
    scheduler.at(10) {
      ran.append("outer at \(scheduler.clock)")
      _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
        ran.append("later at \(scheduler.clock)")
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        ran.append("now at \(scheduler.clock)")
        return Disposables.create()
      }
      scheduler.at(3) { ran.append("past at \(scheduler.clock)") }
    }
    scheduler.at(12) { ran.append("queued at \(scheduler.clock)") }
    scheduler.start()
    #expect(
      ran == ["outer at 10", "past at 10", "now at 10", "queued at 12", "later at 15"])
  }

  @Test func neverDueWorkNeverRuns() {
    let scheduler = SecondScheduler()
    var ran = false
    _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
      ran = true
      return Disposables.create()
    }
    scheduler.start()
    #expect(!ran)
    #expect(scheduler.clock == 0)
  }

  @Test func aSubclassMovesWorkScheduledRelativeToNow() {
    let scheduler = DelayingScheduler()
    var clocks: [Int] = []
    _ = scheduler.schedule(()) { _ in
      clocks.append(scheduler.clock)
      return Disposables.create()
    }
    scheduler.start()
    #expect(clocks == [1])
  }

  @Test func timeOperatorsRunOnVirtualTime() {
    let scheduler = SecondScheduler()
    var received: [String] = []
    _ = Observable<Int>.interval(.seconds(3), scheduler: scheduler).take(3)
      .subscribe(
        onNext: { received.append("\($0) at \(scheduler.clock)") },
        onCompleted: { received.append("done at \(scheduler.clock)") })
    scheduler.start()
    #expect(received == ["0 at 3", "1 at 6", "2 at 9", "done at 9"])
  }

  @Test func aLongRunDoesNotGrowTheStack() async {
    let count = 100_000
    let ran = await onSmallStack { () -> [Int] in
      let scheduler = SecondScheduler()
      var chained = 0
      var queued = 0
      // Each link schedules the next from inside scheduled work.
      func link() {
        chained += 1
        guard chained < count else { return }
        _ = scheduler.schedule(()) { _ in
          link()
          return Disposables.create()
        }
      }
      scheduler.at(1, link)
      for time in 0..<count { scheduler.at(count - time) { queued += 1 } }
      scheduler.start()
      return [chained, queued, scheduler.clock]
    }
    #expect(ran == [count, count, count])
  }

  @Test func workMayBeScheduledFromManyThreadsAtOnce() {
    let scheduler = SecondScheduler()
    let threads = 8
    let perThread = 500
    let counts = Locked([Int](repeating: 0, count: threads))
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread {
        _ = scheduler.scheduleAbsoluteVirtual((), time: index % 7) { _ in
          counts.withLock { $0[thread] += 1 }
          return Disposables.create()
        }
      }
    }
    scheduler.start()
    #expect(counts.withLock { $0 } == Array(repeating: perThread, count: threads))
    #expect(scheduler.clock == 6)
  }

  /// The converter is user code: a scheduler that called it holding its lock would deadlock
  /// here, where the converter reads the clock.
  @Test func theConverterIsNotCalledUnderTheLock() async {
    let ran = Locked<[Int]>([])
    let finished = await allFinish([
      {
        let scheduler = ReentrantConverterScheduler()
        for time in [3, 1, 2] { scheduler.at(time) { ran.withLock { $0.append(time) } } }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(4)) { _ in
          ran.withLock { $0.append(scheduler.clock) }
          return Disposables.create()
        }
        scheduler.sleep(0)
        scheduler.start()
      }
    ])
    #expect(finished)
    #expect(ran.withLock { $0 } == [1, 2, 3, 4])
  }
}

private final class Box {
  let value = 5
}

/// Adds a tick to work scheduled for now, as RxTest's test scheduler does.
private final class DelayingScheduler: VirtualTimeScheduler<SecondTicks>, @unchecked Sendable {
  init() { super.init(initialClock: 0, converter: SecondTicks()) }

  override func adjustScheduledTime(_ time: Int) -> Int {
    time <= clock ? clock + 1 : time
  }
}

/// Whole seconds, compared by a converter that reads its scheduler's clock as it goes.
private final class ReentrantConverterScheduler: VirtualTimeScheduler<ReadingTicks>,
  @unchecked Sendable
{
  init() {
    let converter = ReadingTicks()
    super.init(initialClock: 0, converter: converter)
    converter.scheduler.withLock { $0.scheduler = self }
  }
}

private struct WeakScheduler {
  weak var scheduler: ReentrantConverterScheduler?
}

private final class ReadingTicks: VirtualTimeConverterType, Sendable {
  let scheduler = Locked(WeakScheduler())
  private let ticks = SecondTicks()

  private func touch() { _ = scheduler.withLock { $0.scheduler }?.clock }

  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    touch()
    return ticks.convertFromVirtualTime(virtualTime)
  }

  func convertToVirtualTime(_ time: RxTime) -> Int {
    touch()
    return ticks.convertToVirtualTime(time)
  }

  func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> Double {
    Double(virtualTimeInterval)
  }

  func convertToVirtualTimeInterval(_ timeInterval: Double) -> Int { Int(timeInterval) }

  func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    touch()
    return time + offset
  }

  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    touch()
    return ticks.compareVirtualTime(lhs, rhs)
  }
}
