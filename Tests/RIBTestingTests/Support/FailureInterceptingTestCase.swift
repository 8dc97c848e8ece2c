import Synchronization
import XCTest

/// An XCTest case that can run code with XCTest's own failure recording intercepted: the
/// failures go into a list instead of failing the test. XCTest on Linux has no
/// `XCTExpectFailure`; overriding the recording method is the way to see that a failure really
/// reached XCTest.
@MainActor
class FailureInterceptingTestCase: XCTestCase {
  /// Failures XCTest recorded while `interceptsFailures` was set.
  private let intercepted = Mutex<[String]>([])
  private let interceptsFailures = Mutex(false)

  /// Runs `body` with failures intercepted and returns them.
  func interceptingFailures(_ body: () -> Void) -> [String] {
    startIntercepting()
    body()
    return stopIntercepting()
  }

  /// Like ``interceptingFailures(_:)``, for asynchronous work.
  func interceptingFailures(_ body: () async -> Void) async -> [String] {
    startIntercepting()
    await body()
    return stopIntercepting()
  }

  private func startIntercepting() {
    intercepted.withLock { $0.removeAll() }
    interceptsFailures.withLock { $0 = true }
  }

  private func stopIntercepting() -> [String] {
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
