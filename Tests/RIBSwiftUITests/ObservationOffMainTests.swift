import Dispatch
import Observation
import RIBStreams
import RIBSwiftUI
import Testing

/// An observable value whose change another thread makes in steps the test controls: the
/// change is reported (Observation's `willSet`), then the thread waits to be let through before
/// it stores the value; a read can run a hook after it took the value it returns.
final class SteppedValue: Observation.Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let lock = DispatchQueue(label: "SteppedValue")
  private var stored = 0
  private var hook: (@Sendable () -> Void)?

  var value: Int {
    registrar.access(self, keyPath: \.value)
    let value = lock.sync { stored }
    let hook = lock.sync {
      defer { self.hook = nil }
      return self.hook
    }
    hook?()
    return value
  }

  /// Runs `hook` once, in the next read, after that read took its value.
  func afterNextRead(_ hook: @escaping @Sendable () -> Void) { lock.sync { self.hook = hook } }

  /// Sets the value; `beforeStoring` runs after the change was reported and before the store.
  func set(_ newValue: Int, beforeStoring: () -> Void) {
    registrar.withMutation(of: self, keyPath: \.value) {
      beforeStoring()
      lock.sync { stored = newValue }
    }
  }
}

/// Waits for `semaphore`, for at most ten seconds (a watchdog: the other side signals it).
func waitBriefly(_ semaphore: DispatchSemaphore) -> Bool {
  semaphore.wait(timeout: .now() + 10) == .success
}

@MainActor
@Suite struct ObservationOffMainTests {
  /// The other thread stores its value while the main actor reads it again after the change
  /// was reported: that read returns the old value, and the tracking it installs comes too late
  /// to hear the store. The final value must still be delivered.
  @Test func aValueStoredOffMainWhileTheMainActorReadsIsNotLost() async {
    let stepped = SteppedValue()
    var received: [Int] = []
    let subscription = Observable.observe { stepped.value }
      .subscribe(onNext: { received.append($0) })
    defer { subscription.dispose() }
    #expect(received == [0])

    let reported = DispatchSemaphore(value: 0)
    let mayStore = DispatchSemaphore(value: 0)
    let stored = DispatchSemaphore(value: 0)
    let written = DispatchSemaphore(value: 0)
    // A dispatch thread, not a task: the writer blocks while it waits its turn, and a blocked
    // task holds one of the few threads of the concurrency pool, which other tests running
    // beside this one may all be holding.
    DispatchQueue.global().async {
      stepped.set(1) {
        reported.signal()
        _ = waitBriefly(mayStore)
      }
      stored.signal()
      written.signal()
    }
    #expect(waitBriefly(reported))
    // The read that the report scheduled lets the writer store once it has the old value.
    stepped.afterNextRead {
      mayStore.signal()
      _ = waitBriefly(stored)
    }
    MainActorBacklog.drain()
    #expect(waitBriefly(written))
    MainActorBacklog.drain()

    #expect(received.first == 0)
    #expect(received.last == 1)
  }
}
