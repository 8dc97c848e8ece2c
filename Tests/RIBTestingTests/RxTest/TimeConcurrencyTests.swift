import Dispatch
import Foundation
import RIBStreams
import RIBTesting
import Testing

/// The time operators on real schedulers, whose timers fire on other threads than the source
/// emits on. Waits are bounded by `toBlocking(timeout:)`, a watchdog: a passing run takes
/// milliseconds.
@Suite struct TimeConcurrencyTests {
  /// Emits `0..<count` on a thread of its own, then completes.
  private func emittedOnAnotherThread(_ count: Int) -> Observable<Int> {
    Observable.create { observer in
      let thread = Thread {
        for value in 0..<count { observer.onNext(value) }
        observer.onCompleted()
      }
      thread.start()
      return Disposables.create()
    }
  }

  @Test func delayKeepsEveryValueInOrderWhileTimersFireOnAConcurrentQueue() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let values = try emittedOnAnotherThread(2_000)
      .delay(.microseconds(50), scheduler: scheduler)
      .toBlocking(timeout: 30).toArray()
    #expect(values == Array(0..<2_000))
  }

  @Test func debounceDeliversTheLastValueAndCompletesUnderConcurrentTimers() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let result = try emittedOnAnotherThread(2_000)
      .debounce(.microseconds(1), scheduler: scheduler)
      .toBlocking(timeout: 30).toArray()
    #expect(result.last == 1_999)
    #expect(result == result.sorted())
  }

  @Test func throttleKeepsOrderUnderConcurrentTimers() throws {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let result = try emittedOnAnotherThread(2_000)
      .throttle(.microseconds(20), scheduler: scheduler)
      .toBlocking(timeout: 30).toArray()
    #expect(result.first == 0)
    #expect(result.last == 1_999)
    #expect(result == result.sorted())
  }

  @Test func bufferLosesNothingUnderConcurrentTimers() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let batches = try emittedOnAnotherThread(2_000)
      .buffer(timeSpan: .microseconds(100), count: 7, scheduler: scheduler)
      .toBlocking(timeout: 30).toArray()
    #expect(batches.flatMap { $0 } == Array(0..<2_000))
    #expect(batches.allSatisfy { $0.count <= 7 })
  }

  @Test func intervalOnADispatchQueueTicksInOrder() throws {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let ticks = try Observable<Int>.interval(.microseconds(100), scheduler: scheduler)
      .take(5)
      .toBlocking(timeout: 30).toArray()
    #expect(ticks == [0, 1, 2, 3, 4])
  }

  @Test func timeoutFiresOnARealClock() {
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let result = Observable<Int>.never()
      .timeout(.milliseconds(1), scheduler: scheduler)
      .toBlocking(timeout: 30).materialize()
    guard case .failed(_, let error) = result else {
      Issue.record("expected a timeout")
      return
    }
    #expect(Event<Int>.error(error) == .error(RxError.timeout))
  }
}
