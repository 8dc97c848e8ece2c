// `RIBTestCase`: a leak made in a test fails that XCTest, through XCTest's own failure
// recording, after its tearDown, at no line of the library; and the RIBs built in setUp are in
// the environment too.

import RIBCore
import RIBTesting
import Synchronization
import XCTest

@MainActor
final class RIBTestCaseTests: RIBTestCase {
  /// The failures the environment reported, held back from XCTest to be checked, with the file
  /// XCTest was given for each (`nil`: none).
  fileprivate let environmentFailures = Mutex<[(message: String, file: String?)]>([])
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
    // The messages of these assertions must not quote the leak's: the test's run would take them
    // for leak failures and hold them back too.
    let reported = environmentFailures.withLock { $0 }
    XCTAssertEqual(reported.count, 1)
    XCTAssertTrue(reported.first?.message.contains("Leaked HoldingInteractor") == true)
    // Not RIBTestCase.swift: a file of the library would send the reader there.
    XCTAssertNil(reported.first?.file, "recorded at \(reported.map { $0.file ?? "no file" })")
    // Reported: now let it go, so that the process ends without a leak.
    let rib = leaky
    leaky = nil
    MainActor.assumeIsolated { rib?.breakCycle() }
  }

  #if canImport(Darwin)
    nonisolated override func record(_ issue: XCTIssue) {
      guard issue.compactDescription.contains("Leaked") else { return super.record(issue) }
      let file = issue.sourceCodeContext.location?.fileURL.path
      environmentFailures.withLock { $0.append((issue.compactDescription, file)) }
    }
  #else
    // Failures reach the test's run whichever way they are recorded: it sees them all.
    nonisolated override var testRunClass: AnyClass? { LeakInterceptingRun.self }
  #endif
}

#if !canImport(Darwin)
  /// The run of a ``RIBTestCaseTests`` test: hands the leak failures to the test, to be checked,
  /// instead of failing it.
  final class LeakInterceptingRun: XCTestCaseRun {
    override func recordFailure(
      withDescription description: String, inFile filePath: String?, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard description.contains("Leaked"), let test = test as? RIBTestCaseTests else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      test.environmentFailures.withLock { $0.append((description, filePath)) }
    }
  }
#endif
