// `withRIBEnvironment` in XCTest: a leak fails the XCTest that made it, through XCTest's own
// failure recording, and the process goes on.

import RIBCore
import RIBTesting
import XCTest

@MainActor
final class RIBEnvironmentXCTests: FailureInterceptingTestCase {

  func testALeakFailsTheXCTestNamingTheRIB() async {
    var leaky: LeakyRIB?

    let recorded = await interceptingFailures {
      await withRIBEnvironment {
        await Task.yield()
        leaky = LeakyRIB()
      }
    }

    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(recorded.first?.contains("Leaked HoldingInteractor") == true)
    leaky?.breakCycle()
    XCTAssertNil(leaky?.interactor)
  }

  func testACleanSynchronousTestRecordsNothing() async {
    let recorded = interceptingFailures {
      withRIBEnvironment {
        let root = PlainRouter()
        root.interactable.activate()
        root.load()
        root.attachChild(PlainRouter())
        root.detachChild(root.children[0])
        root.interactable.deactivate()
      }
    }

    XCTAssertEqual(recorded, [])
  }
}
