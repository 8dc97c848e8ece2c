// XCTest suites use RIBTesting the same way as Swift Testing ones. This file shows the pattern
// that works on Linux for main-actor RIB code — a `@MainActor` test case with `async` test
// methods and `setUp() async throws` — and proves that RIBTesting's failures reach XCTest.

import RIBCore
import RIBTesting
import XCTest

@MainActor
final class XCTestFailureReportingTests: FailureInterceptingTestCase {
  private var builder: OrderingBuildableMock!
  private var listener: RootInteractableMock!

  override func setUp() async throws {
    // XCTestCase's async setUp does nothing; calling it would send `self` off the main actor.
    builder = OrderingBuildableMock()
    listener = RootInteractableMock()
  }

  override func tearDown() async throws {
    // XCTest keeps test case instances alive; let go of the RIB objects now.
    builder = nil
    listener = nil
  }

  func testAForgottenHandlerIsCapturedByACollector() async {
    let failures = TestFailureCollector()
    let built = failures.collect {
      builder.build(withListener: listener, customerName: "Ada")
    }

    XCTAssertTrue(built.router is OrderingRoutingMock)
    XCTAssertEqual(builder.buildCallCount, 1)
    XCTAssertEqual(failures.failures.count, 1)
    XCTAssertTrue(
      failures.messages.first?.hasPrefix(
        "OrderingBuildableMock.build was called, but its handler is not set") == true)
    XCTAssertTrue(failures.messages.first?.contains("Set buildHandler") == true)
  }

  func testAForgottenHandlerFailsTheXCTest() async {
    let recorded = interceptingFailures {
      _ = builder.build(withListener: listener, customerName: "Ada")
    }

    XCTAssertEqual(recorded.count, 1)
    // XCTest prefixes the message, e.g. with "failed - ".
    XCTAssertTrue(
      recorded.first?.contains(
        "OrderingBuildableMock.build was called, but its handler is not set") == true)
    XCTAssertEqual(builder.buildCallCount, 1)
  }

  func testATreeMismatchFailsTheXCTestWithADiff() async {
    // A fresh interactor, not `listener`: the router expects its interactor to be deallocated
    // with it, and this test case keeps `listener` alive after the test.
    let router = RootRouter(
      interactor: RootInteractableMock(), viewController: RootViewControllableMock(),
      welcomeBuilder: WelcomeBuildableMock(), orderingBuilder: builder)
    let recorded = interceptingFailures {
      assertRouterTree(router, matches: "RootRouter (active)")
    }

    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.contains("- RootRouter (active)") == true)
    XCTAssertTrue(recorded.first?.contains("+ RootRouter (inactive)") == true)
  }

  func testAHandledCallDoesNotFail() async {
    let interactable = OrderingInteractableMock()
    let child = OrderingRoutingMock(interactable: interactable)
    builder.buildHandler = { _, _ in (child, interactable) }
    let recorded = interceptingFailures {
      XCTAssertTrue(builder.build(withListener: listener, customerName: "Ada").router === child)
    }

    XCTAssertEqual(recorded, [])
  }
}
