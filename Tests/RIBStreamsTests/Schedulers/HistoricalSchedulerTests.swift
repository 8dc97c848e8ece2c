import RIBStreams
import Testing

@Suite struct HistoricalSchedulerTests {
  @Test func theClockStartsAt1970OrWhereItIsToldTo() {
    #expect(HistoricalScheduler().clock == RxTime(timeIntervalSince1970: 0))
    let start = RxTime(timeIntervalSince1970: 1_767_225_600)
    let scheduler = HistoricalScheduler(initialClock: start)
    #expect(scheduler.clock == start)
    #expect(scheduler.now == start)
  }

  @Test func workRunsAtItsTimeInSeconds() {
    let scheduler = HistoricalScheduler(initialClock: RxTime(timeIntervalSince1970: 100))
    var times: [Double] = []
    func record() -> any Disposable {
      times.append(scheduler.now.timeIntervalSince1970)
      return Disposables.create()
    }
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2500)) { _ in record() }
    _ = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in record() }
    _ = scheduler.scheduleAbsoluteVirtual((), time: RxTime(timeIntervalSince1970: 200)) { _ in
      record()
    }
    scheduler.advanceTo(RxTime(timeIntervalSince1970: 150))
    #expect(times == [101, 102.5])
    #expect(scheduler.now == RxTime(timeIntervalSince1970: 150))
    scheduler.sleep(10)
    #expect(scheduler.now == RxTime(timeIntervalSince1970: 160))
    scheduler.start()
    #expect(times == [101, 102.5, 200])
  }

  @Test func debounceWaitsOnHistoricalTime() {
    let scheduler = HistoricalScheduler()
    let input = PublishSubject<String>()
    var received: [String] = []
    let subscription = input.debounce(.seconds(2), scheduler: scheduler)
      .subscribe(onNext: { received.append("\($0) at \(scheduler.now)") })
    defer { subscription.dispose() }
    scheduler.at(RxTime(timeIntervalSince1970: 1)) { input.onNext("r") }
    scheduler.at(RxTime(timeIntervalSince1970: 2)) { input.onNext("ri") }
    scheduler.at(RxTime(timeIntervalSince1970: 10)) { input.onNext("rib") }
    scheduler.start()
    #expect(received == ["ri at 4.0", "rib at 12.0"])
  }

  @Test func theConverterIsTheIdentityOnTimesAndSeconds() {
    let converter = HistoricalSchedulerTimeConverter()
    let time = RxTime(timeIntervalSince1970: 42)
    #expect(converter.convertFromVirtualTime(time) == time)
    #expect(converter.convertToVirtualTime(time) == time)
    #expect(converter.convertFromVirtualTimeInterval(1.5) == 1.5)
    #expect(converter.convertToVirtualTimeInterval(1.5) == 1.5)
    #expect(converter.offsetVirtualTime(time, offset: -2) == RxTime(timeIntervalSince1970: 40))
    #expect(converter.compareVirtualTime(time, time.addingTimeInterval(1)) == .lessThan)
    #expect(converter.compareVirtualTime(time, time) == .equal)
    #expect(converter.compareVirtualTime(time.addingTimeInterval(1), time) == .greaterThan)
  }

  @Test func theTypesAreNamedInRxSwiftsNamespace() {
    let scheduler: RxSwift.HistoricalScheduler = RxSwift.HistoricalScheduler()
    var disposals = 0
    let disposable = RxSwift.ScheduledDisposable(
      scheduler: scheduler, disposable: Disposables.create { disposals += 1 })
    disposable.dispose()
    scheduler.start()
    #expect(disposals == 1)
    let converter: any RxSwift.VirtualTimeConverterType = RxSwift.HistoricalSchedulerTimeConverter()
    #expect(converter is HistoricalSchedulerTimeConverter)
  }
}
