import RIBCore
import RIBTesting
import Synchronization
import Testing

/// A detector mock in the shape of RIBs' own tests: it counts what it is asked to expect.
private final class CountingLeakDetector: LeakDetector, @unchecked Sendable {
  private let deallocations = Mutex(0)

  var expectDeallocateCallCount: Int { deallocations.withLock { $0 } }

  override func expectDeallocate(object: AnyObject, inTime time: Double) -> any LeakDetectionHandle
  {
    deallocations.withLock { $0 += 1 }
    return super.expectDeallocate(object: object, inTime: time)
  }
}

@MainActor
@Suite(.ribEnvironment) struct LeakDetectorSubclassTests {
  @Test func aRouterReleasedRegistersItsInteractorWithTheSubclass() {
    let detector = CountingLeakDetector(isEnabled: false)
    LeakDetector.withInstance(detector) {
      var router: Router<InteractableMock>? = Router(interactor: InteractableMock())
      router?.load()
      #expect(detector.expectDeallocateCallCount == 0)
      router = nil
    }
    #expect(detector.expectDeallocateCallCount == 1)
  }
}
