// `RIBTestCase`: a leak made in a test fails that XCTest, through XCTest's own failure
// recording, after its tearDown; and the RIBs built in setUp are in the environment too.

import RIBCore
import RIBTesting
import Synchronization
import XCTest

@MainActor
final class RIBTestCaseTests: RIBTestCase {
  /// The failures the environment reported, held back from XCTest to be checked.
  private let environmentFailures = Mutex<[String]>([])
  private var rootFromSetUp: PlainRouter?
  private var environmentInSetUp: RIBTestEnvironment?
  // Set on the main actor in the test, read once it has ended.
  nonisolated(unsafe) private var leaky: LeakyRIB?

  override func setUp() async throws {
    environmentInSetUp = RIBTestEnvironment.current
    rootFromSetUp = PlainRouter()
  }

  override func tearDown() async throws {
    rootFromSetUp = nil
  }

  func testALeakFailsTheTestNamingTheRIBOnceItEnds() async {
    XCTAssertNotNil(environmentInSetUp)
    XCTAssertTrue(RIBTestEnvironment.current === environmentInSetUp)
    XCTAssertTrue(LeakDetector.instance === environmentInSetUp?.detector)
    leaky = LeakyRIB()  // its interactor stays alive, held by a retain cycle
  }

  nonisolated override func invokeTest() {
    super.invokeTest()
    // The environment has finished: it reported the leak, and only the leak.
    let reported = environmentFailures.withLock { $0 }
    XCTAssertEqual(reported.count, 1, "\(reported)")
    XCTAssertTrue(reported.first?.contains("Leaked HoldingInteractor") == true, "\(reported)")
    // Reported: now let it go, so that the process ends without a leak.
    let rib = leaky
    leaky = nil
    MainActor.assumeIsolated { rib?.breakCycle() }
  }

  #if canImport(Darwin)
    nonisolated override func record(_ issue: XCTIssue) {
      guard issue.compactDescription.contains("Leaked") else { return super.record(issue) }
      environmentFailures.withLock { $0.append(issue.compactDescription) }
    }
  #else
    nonisolated override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard description.contains("Leaked") else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      environmentFailures.withLock { $0.append(description) }
    }
  #endif
}
