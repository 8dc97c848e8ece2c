// Types RxSwift and RIBs apps write themselves, conforming to protocols that are `Sendable` here
// and were not there: a disposable that counts, a cancelable, a scheduler that records, and a
// leak-detection handle mock with mutable state, as in RIBs' own tests. Those protocols are
// `@preconcurrency`, so in the Swift 5 mode such a class compiles with no warning, as it did
// against RxSwift and RIBs-iOS (CI fails on any warning); Swift 6 warns that the mutable state
// is not thread-safe. This file is in the Swift 5 target only.

import RIBCore
import RIBStreams
import XCTest

final class UserConformancesSwift5Tests: XCTestCase {
  private final class CountingDisposable: Disposable {
    var disposeCount = 0
    func dispose() { disposeCount += 1 }
  }

  private final class FlagCancelable: Cancelable {
    var isDisposed = false
    func dispose() { isDisposed = true }
  }

  private final class RecordingScheduler: ImmediateSchedulerType {
    var scheduledCount = 0
    func schedule<StateType>(
      _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
      scheduledCount += 1
      return action(state)
    }
  }

  private final class LeakDetectionHandleMock: LeakDetectionHandle {
    var cancelCallCount = 0
    func cancel() { cancelCallCount += 1 }
  }

  func test_countingDisposable_isDisposedOnceByItsBag() {
    let disposable = CountingDisposable()
    var bag: DisposeBag? = DisposeBag()
    disposable.disposed(by: bag!)

    bag = nil

    XCTAssertEqual(disposable.disposeCount, 1)
  }

  func test_cancelable_goesIntoACompositeDisposable() {
    let cancelable = FlagCancelable()
    let composite = CompositeDisposable(disposables: [cancelable])

    composite.dispose()

    XCTAssertTrue(cancelable.isDisposed)
  }

  func test_recordingScheduler_runsTheSubscription() {
    let scheduler = RecordingScheduler()
    var received: [Int] = []

    _ = Observable.of(1, 2).subscribe(on: scheduler).subscribe(onNext: { received.append($0) })

    // The subscription, then, once the source completed, its disposal (as in RxSwift).
    XCTAssertEqual(scheduler.scheduledCount, 2)
    XCTAssertEqual(received, [1, 2])
  }

  func test_leakDetectionHandleMock_countsCancels() {
    let handle = LeakDetectionHandleMock()
    let handles: [LeakDetectionHandle] = [handle]

    handles.forEach { $0.cancel() }

    XCTAssertEqual(handle.cancelCallCount, 1)
  }
}
