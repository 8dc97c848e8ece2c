import Dispatch
import RIBSupport
import Testing

/// `RIBSupport.Locked` keeps its value and its mutex in one allocation; these check that it
/// still behaves as the shared, locked box its users expect.
@Suite struct SupportLockedTests {
  private final class Payload: Sendable {}

  @Test func theValueIsReleasedWithTheLock() {
    weak var weakPayload: Payload?
    do {
      let payload = Payload()
      weakPayload = payload
      let locked = RIBSupport.Locked<Payload?>(payload)
      #expect(locked.withLock { $0 } === payload)
    }
    #expect(weakPayload == nil)
  }

  @Test func copiesShareTheValue() {
    let original = RIBSupport.Locked(0)
    let copy = original
    copy.withLock { $0 += 5 }
    #expect(original.withLock { $0 } == 5)
  }

  @Test func concurrentUpdatesAreSerialised() {
    let counter = RIBSupport.Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }
}
