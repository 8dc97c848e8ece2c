import RIBStreams
import RIBSupport

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Receives the failures that RIBTesting reports, in place of the test framework.
///
/// ``TestFailureCollector`` is the usual one; a handler of your own can, for example, print:
///
/// ```swift
/// struct PrintingFailureHandler: TestFailureHandler {
///   func handle(_ failure: TestFailure) { print("would fail: \(failure)") }
/// }
/// TestFailureReporter.withHandler(PrintingFailureHandler()) { runScenario() }
/// ```
public protocol TestFailureHandler: Sendable {
  /// Handles one failure. Called on the thread that reported it.
  func handle(_ failure: TestFailure)
}

/// Where RIBTesting's failures go: to the test framework that runs the current test, or to a
/// handler scoped to the current task.
///
/// By default a failure is recorded as a Swift Testing issue when it is reported from inside a
/// Swift Testing test (`Test.current` is set), and with `XCTFail` otherwise, so the same mocks
/// and assertions work in both frameworks. Neither crashes the process: the test is marked
/// failed and goes on.
///
/// A test that checks the failure itself (XCTest on Linux has no `XCTExpectFailure`) scopes a
/// handler, usually a ``TestFailureCollector``, to the code that should fail:
///
/// ```swift
/// let failures = TestFailureCollector()
/// failures.collect {
///   _ = builder.build(withListener: listener)  // no handler set
/// }
/// XCTAssertEqual(failures.messages.count, 1)
/// ```
///
/// Your own helpers can report through it too, so their failures can be tested the same way:
///
/// ```swift
/// TestFailureReporter.report("expected a LoggedIn child, found none")
/// ```
public enum TestFailureReporter {
  /// The handler scoped to the current task, if any; there is no process-wide one (the
  /// fallback is the test framework).
  private static let handler = ScopedInstance<(any TestFailureHandler)?>(nil)

  /// Reports a failure attributed to the given source location: to the handler scoped to the
  /// current task if there is one, else to the running test's framework.
  public static func report(
    _ message: String,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let failure = TestFailure(
      message: message, fileID: fileID, filePath: "\(filePath)", line: Int(line),
      column: Int(column))
    report(failure, xcTestFile: filePath, xcTestLine: line)
  }

  /// Reports `failure`: to the handler scoped to the current task if there is one, else to the
  /// running test's framework (XCTest, which takes a static file path, gets the other one).
  static func report(_ failure: TestFailure, xcTestFile: StaticString, xcTestLine: UInt) {
    if let scoped = handler.current {
      scoped.handle(failure)
      return
    }
    recordInTestFramework(failure, filePath: xcTestFile, line: xcTestLine)
  }

  /// Runs `operation` with `handler` receiving the failures reported from the current task
  /// (including the synchronous calls it makes) instead of the test framework.
  @discardableResult
  public static func withHandler<R>(
    _ handler: any TestFailureHandler, operation: () throws -> R
  ) rethrows -> R {
    try Self.handler.withValue(handler, operation: operation)
  }

  /// Like ``withHandler(_:operation:)-(_,()->R)``, for asynchronous work.
  @discardableResult
  public static func withHandler<R>(
    _ handler: any TestFailureHandler,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await Self.handler.withValue(handler, isolation: isolation, operation: operation)
  }

  private static func recordInTestFramework(
    _ failure: TestFailure, filePath: StaticString, line: UInt
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: SourceLocation(
            fileID: failure.fileID, filePath: failure.filePath, line: failure.line,
            column: failure.column))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(failure.message, file: filePath, line: line)
    #else
      print("RIBTesting failure: \(failure)")
    #endif
  }
}
