// Swift 5 code may call RIBTesting's main-actor helpers from any thread. A router released
// off the main thread is torn down on the main actor later, so a leak check made there would
// see its interactor alive: the helper says why it cannot check instead. This file is in the
// Swift 5 target only: in Swift 6 such a call does not compile.

import RIBCore
import RIBStreams
import RIBTesting
import XCTest

/// A caller written as Swift 5 code is, without concurrency annotations.
private func checkASubtreeIsReleased() -> Bool {
  assertSubtreeDeallocated(Router(interactor: Interactor())) { _ in }
}

final class OffMainLeakCheckSwift5Tests: XCTestCase {
  func test_assertSubtreeDeallocatedOffTheMainThread_failsSayingWhy() async {
    let failures = TestFailureCollector()
    let passed = await Task.detached {
      failures.collect { checkASubtreeIsReleased() }
    }.value

    XCTAssertFalse(passed)
    XCTAssertEqual(failures.failures.count, 1)
    let message = failures.messages.first ?? ""
    XCTAssertTrue(message.contains("off the main thread"), message)
    XCTAssertFalse(message.contains("Leak check failed"), message)
  }
}
