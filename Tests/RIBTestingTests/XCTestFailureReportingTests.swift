// XCTest suites use RIBTesting the same way as Swift Testing ones. This file shows the pattern
// that works on Linux for main-actor RIB code — a `@MainActor` test case with `async` test
// methods and `setUp() async throws` — and proves that RIBTesting's failures reach XCTest.

import RIBCore
import RIBTesting
import XCTest

@MainActor
final class XCTestFailureReportingTests: FailureInterceptingTestCase {
  private var builder: LoggedInBuildableMock!
  private var listener: RootInteractableMock!

  override func setUp() async throws {
    // XCTestCase's async setUp does nothing; calling it would send `self` off the main actor.
    builder = LoggedInBuildableMock()
    listener = RootInteractableMock()
  }

  override func tearDown() async throws {
    // XCTest keeps test case instances alive; let go of the RIB objects now.
    builder = nil
    listener = nil
  }

  func testAForgottenHandlerIsCapturedByACollector() async {
    let failures = TestFailureCollector()
    let router = failures.collect {
      builder.build(withListener: listener, player1Name: "1", player2Name: "2")
    }

    XCTAssertTrue(router is LoggedInRoutingMock)
    XCTAssertEqual(builder.buildCallCount, 1)
    XCTAssertEqual(failures.failures.count, 1)
    XCTAssertTrue(
      failures.messages.first?.hasPrefix(
        "LoggedInBuildableMock.build was called, but its handler is not set") == true)
    XCTAssertTrue(failures.messages.first?.contains("Set buildHandler") == true)
  }

  func testAForgottenHandlerFailsTheXCTest() async {
    let recorded = interceptingFailures {
      _ = builder.build(withListener: listener, player1Name: "1", player2Name: "2")
    }

    XCTAssertEqual(recorded.count, 1)
    // XCTest prefixes the message, e.g. with "failed - ".
    XCTAssertTrue(
      recorded.first?.contains(
        "LoggedInBuildableMock.build was called, but its handler is not set") == true)
    XCTAssertEqual(builder.buildCallCount, 1)
  }

  func testATreeMismatchFailsTheXCTestWithADiff() async {
    // A fresh interactor, not `listener`: the router expects its interactor to be deallocated
    // with it, and this test case keeps `listener` alive after the test.
    let router = RootRouter(
      interactor: RootInteractableMock(), viewController: RootViewControllableMock(),
      loggedOutBuilder: LoggedOutBuildableMock(), loggedInBuilder: builder)
    let recorded = interceptingFailures {
      assertRouterTree(router, matches: "RootRouter (active)")
    }

    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.contains("- RootRouter (active)") == true)
    XCTAssertTrue(recorded.first?.contains("+ RootRouter (inactive)") == true)
  }

  func testAHandledCallDoesNotFail() async {
    let child = LoggedInRoutingMock(interactable: LoggedInInteractableMock())
    builder.buildHandler = { _, _, _ in child }
    let recorded = interceptingFailures {
      XCTAssertTrue(
        builder.build(withListener: listener, player1Name: "1", player2Name: "2") === child)
    }

    XCTAssertEqual(recorded, [])
  }
}
