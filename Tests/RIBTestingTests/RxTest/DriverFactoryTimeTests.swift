import RIBStreams
import RIBTesting
import Testing

/// `Driver` and `Signal`'s factories on a mocked `SharingScheduler`: each value and the end
/// take a tick, as RxCocoa's do on its scheduler. Serialized: the mock swaps a global.
@MainActor
@Suite(.serialized) struct DriverFactoryTimeTests {
  private func events<Element: Equatable>(
    of make: @escaping () -> Driver<Element>
  ) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    var observer: TestableObserver<Element>?
    SharingScheduler.mock(scheduler: scheduler) {
      observer = scheduler.start { make().asObservable() }
    }
    return observer?.events ?? []
  }

  @Test func fromAndOfEmitOneValuePerTick() {
    #expect(events { Driver.from([20, 21]) } == [.next(201, 20), .next(202, 21), .completed(203)])
    #expect(events { Driver.of(1, 2) } == [.next(201, 1), .next(202, 2), .completed(203)])
    #expect(events { Driver.from(AnySequence([10])) } == [.next(201, 10), .completed(202)])
  }

  @Test func fromOptionalEmitsItsValueOrOnlyTheEnd() {
    #expect(events { Driver.from(optional: 1 as Int?) } == [.next(201, 1), .completed(202)])
    #expect(events { Driver.from(optional: nil as Int?) } == [.completed(201)])
  }

  @Test func justAndEmptyAreSubscribedOnTheScheduler() {
    #expect(events { Driver.just(5) } == [.next(201, 5), .completed(201)])
    #expect(events { Driver<Int>.empty() } == [.completed(201)])
  }

  @Test func withoutAMockTheFactoriesEmitAtOnce() {
    var values: [Int] = []
    var completed = false
    _ = Driver.from(optional: 3 as Int?).drive(
      onNext: { values.append($0) }, onCompleted: { completed = true })
    _ = Signal.from([4, 5].lazy).emit(onNext: { values.append($0) })
    #expect(values == [3, 4, 5])
    #expect(completed)
  }
}
