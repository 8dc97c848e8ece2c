import RIBStreams

/// Collects RIBTesting's failures instead of failing the test, so a test can assert that a
/// mock, an assertion or a helper of its own fails when it should, and with the right message.
///
/// ```swift
/// let failures = TestFailureCollector()
/// failures.collect {
///   _ = loggedInBuilder.build(withListener: listener, player1Name: "a", player2Name: "b")
/// }
/// #expect(failures.messages == ["LoggedInBuildableMock.build was called, but …"])
/// ```
///
/// Only failures reported from the task that runs `collect` reach it; other tests running in
/// parallel are not affected.
public final class TestFailureCollector: TestFailureHandler {
  private let failuresStore = CollectedRecords<TestFailure>()

  /// Creates an empty collector.
  public init() {}

  /// Records `failure`.
  public func handle(_ failure: TestFailure) {
    failuresStore.append(failure)
  }

  /// Every failure collected so far, in order.
  public var failures: [TestFailure] { failuresStore.all }

  /// The messages of the failures collected so far, in order.
  public var messages: [String] { failures.map(\.message) }

  /// Forgets every failure collected so far.
  public func removeAll() {
    failuresStore.removeAll()
  }

  /// Runs `operation` with this collector receiving the failures reported from the current
  /// task.
  @discardableResult
  public func collect<R>(_ operation: () throws -> R) rethrows -> R {
    try TestFailureReporter.withHandler(self, operation: operation)
  }

  /// Runs `operation` with this collector receiving the failures reported from the current
  /// task.
  @discardableResult
  public func collect<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await TestFailureReporter.withHandler(self, isolation: isolation, operation: operation)
  }
}
