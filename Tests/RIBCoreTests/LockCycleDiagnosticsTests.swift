import Dispatch
import Foundation
import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// RIBStreams' lock-cycle reports reach `Diagnostics` like RIBCore's own.
@Suite struct LockCycleDiagnosticsTests {
  /// Two threads each deliver one subject's event to an observer that disposes the other's
  /// subscription, while the other's delivery is in flight. One of the two disposals cannot
  /// wait: it returns, and reports the cycle.
  @Test func aDisposalThatCannotWaitIsReportedAsALockCycle() async {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let firstDelivering = DispatchSemaphore(value: 0)
    let secondDelivering = DispatchSemaphore(value: 0)
    let toFirst = SingleAssignmentDisposable()
    let toSecond = SingleAssignmentDisposable()
    toFirst.setDisposable(
      first.subscribe(onNext: { _ in
        firstDelivering.signal()
        secondDelivering.wait()
        toSecond.dispose()
      }))
    toSecond.setDisposable(
      second.subscribe(onNext: { _ in
        secondDelivering.signal()
        firstDelivering.wait()
        toFirst.dispose()
      }))
    let collector = DiagnosticsCollector()
    let group = DispatchGroup()
    for subject in [first, second] {
      group.enter()
      Thread {
        // Task-local handlers are bound per thread outside a task.
        collector.collect { subject.onNext(1) }
        group.leave()
      }.start()
    }
    let finished = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: group.wait(timeout: .now() + 60) == .success)
      }
    }

    #expect(finished)
    #expect(collector.kinds == [.lockCycle])
    #expect(collector.messages.first?.contains("did not wait") == true)
  }
}
