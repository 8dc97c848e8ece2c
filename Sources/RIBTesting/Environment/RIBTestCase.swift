#if canImport(XCTest)
  import XCTest

  /// An `XCTestCase` whose every test runs in a ``RIBTestEnvironment`` of its own: `setUp`,
  /// the test method and `tearDown` all run inside it, and the test fails, naming the objects,
  /// for every leak and every diagnostic the environment collected.
  ///
  /// The XCTest counterpart of the trait ``Testing/Trait/ribEnvironment``, for test cases that
  /// build their RIBs in `setUp`, as the RIBs tutorial's do:
  ///
  /// ```swift
  /// @MainActor
  /// final class RootRouterTests: RIBTestCase {
  ///   private var rootRouter: RootRouter!
  ///
  ///   override func setUp() async throws {
  ///     rootRouter = RootRouter(interactor: RootInteractableMock(), …)
  ///   }
  /// }
  /// ```
  ///
  /// The failures are the test's, not a line's: a leak shows once the test has ended, and no
  /// line of the test made it. Xcode shows them on the test; on Linux, XCTest prints them with
  /// the test's name and no file (`<unknown>:0: error: RootRouterTests.testRouting : Leaked …`).
  open class RIBTestCase: XCTestCase {
    /// Runs the test (with its `setUp` and `tearDown`) in a new environment, then checks it.
    open override func invokeTest() {
      let environment = RIBTestEnvironment()
      environment.run { super.invokeTest() }
      // Not at a line of this file, which would send the reader into the library.
      _ = environment.finish(failingWith: recordWithoutLocation)
    }

    private func recordWithoutLocation(_ message: String) {
      #if canImport(Darwin)
        // An explicit empty context: the default one is taken from the call stack, this file.
        let context = XCTSourceCodeContext(callStackAddresses: [], location: nil)
        record(
          XCTIssue(
            type: .assertionFailure, compactDescription: message, sourceCodeContext: context))
      #else
        if let run = testRun as? XCTestCaseRun {
          run.recordFailure(withDescription: message, inFile: nil, atLine: 0, expected: true)
        } else {
          XCTFail(message)
        }
      #endif
    }
  }
#endif
