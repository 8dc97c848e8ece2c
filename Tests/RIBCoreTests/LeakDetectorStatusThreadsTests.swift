import Dispatch
import RIBCore
import RIBStreams
import RIBTesting
import Synchronization
import Testing

private final class LSTObject: Sendable {}

/// `LeakDetector.status` observed and changed from several threads at once.
///
/// Not main-actor isolated: the observers below must run on the threads that deliver to them,
/// under the status relay's lock, which is where the deadlock was.
@Suite struct LeakDetectorStatusThreadsTests {
  /// A new subscriber gets the current status under the relay's lock; its observer may add an
  /// expectation (the documentation allows it) while another thread adds expectations, which
  /// publishes a new count. Neither may wait for the other.
  @Test func aStatusObserverAddingAnExpectationWhileAnotherThreadAddsOnesDoesNotDeadlock() {
    let detector = LeakDetector(scheduler: VirtualLeakDetectionScheduler(), isEnabled: true)
    let object = LSTObject()
    let rounds = 20
    let adderMoves = Atomic(0)
    let inReplay = DispatchSemaphore(value: 0)
    let adderRoundDone = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)

    // The adder: once the subscriber is inside its replay, adds an expectation, which changes
    // the count, so it is published.
    DispatchQueue.global().async {
      for _ in 0..<rounds {
        guard inReplay.wait(timeout: .now() + .seconds(10)) == .success else { break }
        adderMoves.add(1, ordering: .releasing)
        detector.expectDeallocate(object: object, inTime: 60).cancel()
        adderRoundDone.signal()
      }
      finished.signal()
    }
    // The subscriber: during its replay it lets the adder go, gives it a head start to the
    // detector's lock, then adds an expectation of its own.
    DispatchQueue.global().async {
      var replays = 0
      for round in 0..<rounds {
        let subscription = detector.status.take(1).subscribe(onNext: { _ in
          replays += 1
          inReplay.signal()
          while adderMoves.load(ordering: .acquiring) == round {}
          for _ in 0..<200_000 { _ = adderMoves.load(ordering: .relaxed) }
          detector.expectDeallocate(object: object, inTime: 60).cancel()
        })
        subscription.dispose()
        // Not inside the replay: waiting there for the adder, which may need the relay's
        // lock to finish its round, would deadlock the test itself.
        guard adderRoundDone.wait(timeout: .now() + .seconds(10)) == .success else { break }
      }
      #expect(replays == rounds)
      finished.signal()
    }

    // A watchdog: before the fix both threads block for good within a few rounds.
    let first = finished.wait(timeout: .now() + .seconds(10))
    let second = finished.wait(timeout: .now() + .seconds(first == .success ? 10 : 0))
    #expect(first == .success && second == .success, "the two threads deadlocked")
    if second == .success {
      #expect(detector.pendingExpectationCount == 0)
    }
  }
}
