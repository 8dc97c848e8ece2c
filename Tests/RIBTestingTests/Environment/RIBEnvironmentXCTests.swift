// `withRIBEnvironment` in XCTest: a leak fails the XCTest that made it, through XCTest's own
// failure recording, and the process goes on.

import RIBCore
import RIBTesting
import Synchronization
import XCTest

@MainActor
final class RIBEnvironmentXCTests: XCTestCase {
  /// Failures XCTest recorded while `interceptsFailures` was set, instead of failing the test.
  private let intercepted = Mutex<[String]>([])
  private let interceptsFailures = Mutex(false)

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
    let recorded = await interceptingFailures {
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

  // MARK: - Intercepting XCTest's own failure recording

  /// Runs `body` with XCTest failures recorded into a list instead of failing this test, and
  /// returns them (XCTest on Linux has no `XCTExpectFailure`).
  private func interceptingFailures(_ body: () async -> Void) async -> [String] {
    intercepted.withLock { $0.removeAll() }
    interceptsFailures.withLock { $0 = true }
    await body()
    interceptsFailures.withLock { $0 = false }
    return intercepted.withLock { $0 }
  }

  #if canImport(Darwin)
    nonisolated override func record(_ issue: XCTIssue) {
      guard interceptsFailures.withLock({ $0 }) else { return super.record(issue) }
      intercepted.withLock { $0.append(issue.compactDescription) }
    }
  #else
    nonisolated override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard interceptsFailures.withLock({ $0 }) else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      intercepted.withLock { $0.append(description) }
    }
  #endif
}
