/// One failure that RIBTesting reported: a mock called without a handler, a tree that did not
/// match, an object that outlived its release.
///
/// Normally a failure goes straight to the test framework running the test (see
/// ``TestFailureReporter``); a ``TestFailureCollector`` receives them instead when a test wants
/// to assert on the failure itself.
///
/// ```swift
/// let failures = TestFailureCollector()
/// failures.collect { assertRouterTree(rootRouter, matches: "RootRouter (active)") }
/// #expect(failures.failures.first?.line == #line - 1)
/// ```
public struct TestFailure: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, naming the objects involved.
  public let message: String
  /// The file the failure is attributed to, as `#fileID` spells it (`Module/File.swift`).
  public let fileID: String
  /// The full path of that file, as `#filePath` spells it.
  public let filePath: String
  /// The line in that file.
  public let line: Int
  /// The column on that line.
  public let column: Int

  /// Creates a failure.
  public init(message: String, fileID: String, filePath: String, line: Int, column: Int) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `fileID:line: message`.
  public var description: String { "\(fileID):\(line): \(message)" }
}
