import Dispatch
import RIBStreams
import Testing

/// An event queued while another thread delivers is let go of after the subject's (or the
/// operator's) lock: its value may be the last reference to an object whose `deinit` is the
/// user's, and may use the subject.
@Suite struct QueuedEventReleaseTests {
  /// Runs `onDeinit` when released.
  private final class Probe: Sendable {
    let isFirst: Bool
    let onDeinit: @Sendable () -> Void

    init(isFirst: Bool, onDeinit: @escaping @Sendable () -> Void = {}) {
      self.isFirst = isFirst
      self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
  }

  @Test func aQueuedValueIsReleasedOutsideTheSubjectsLock() async {
    let subject = PublishSubject<Probe>()
    let delivering = DispatchSemaphore(value: 0)
    let queued = DispatchSemaphore(value: 0)
    let released = Flag()
    let subscription = subject.subscribe(onNext: { probe in
      guard probe.isFirst else { return }
      delivering.signal()
      queued.wait()
    })
    let finished = await allFinish([
      { subject.onNext(Probe(isFirst: true)) },
      {
        delivering.wait()
        // Queued for the thread delivering, which delivers it and then lets go of the queue.
        subject.onNext(
          Probe(isFirst: false) {
            _ = subject.hasObservers
            released.set()
          })
        queued.signal()
      },
    ])
    #expect(finished)
    #expect(released.isSet)
    subscription.dispose()
  }

  /// Two events queued in `merge`: the first is delivered while the second still waits, and its
  /// deinit sends into the merge again, which takes the merge's lock.
  @Test func aValueQueuedInAnOperatorIsReleasedOutsideItsLock() async {
    let first = PublishSubject<Probe>()
    let second = PublishSubject<Probe>()
    let delivering = DispatchSemaphore(value: 0)
    let queued = DispatchSemaphore(value: 0)
    let released = Flag()
    let subscription = Observable.merge(first, second).subscribe(onNext: { probe in
      guard probe.isFirst else { return }
      delivering.signal()
      queued.wait()
    })
    let finished = await allFinish([
      { first.onNext(Probe(isFirst: true)) },
      {
        delivering.wait()
        second.onNext(
          Probe(isFirst: false) {
            second.onNext(Probe(isFirst: false))
            released.set()
          })
        second.onNext(Probe(isFirst: false))
        queued.signal()
      },
    ])
    #expect(finished)
    #expect(released.isSet)
    subscription.dispose()
  }
}
