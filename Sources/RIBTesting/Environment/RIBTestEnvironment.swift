import RIBCore
import RIBStreams

/// The RIB environment of one test: a leak detector on a virtual clock and a collector of the
/// framework's diagnostics, in force for the test's task, and checked when the test ends.
///
/// Give a test one with the Swift Testing trait ``Testing/Trait/ribEnvironment`` or, in
/// XCTest, with ``withRIBEnvironment(isolation:fileID:filePath:line:column:_:)-(_,_,_,_,_,()->R)``.
/// While the test runs:
/// - `LeakDetector.instance` is the environment's ``detector``, so the RIBs the test builds
///   register their leak expectations on its clock, not on the process-wide detector;
/// - the framework's diagnostics go to ``diagnostics``, not to the process-wide handler.
///
/// When the test ends, the environment runs its clock until every leak check has run, and
/// fails that test, naming each object, for every leak and every diagnostic it collected.
/// Nothing reaches the process-wide handler, and nothing fails another test later.
///
/// ```swift
/// @Test(.ribEnvironment) func loggingOutReleasesLoggedIn() {
///   let rootRouter = RootBuilder(dependency: AppComponent()).build()
///   rootRouter.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")
///   RIBTestEnvironment.current?.trackSubtree(of: rootRouter.children[0])
///   rootRouter.routeToLoggedOut()
/// }  // fails here if a LoggedIn router, interactor or view is still alive
/// ```
///
/// A test that checks a misuse report scopes a collector of its own, which takes the reports
/// made inside it: `DiagnosticsCollector().collect { … }`.
public final class RIBTestEnvironment: Sendable {
  @TaskLocal private static var scoped: RIBTestEnvironment?

  private let checker = LeakChecker()

  /// The environment of the running test, if it has one.
  public static var current: RIBTestEnvironment? { scoped }

  /// Creates an environment with its own virtual clock, detector and diagnostics collector.
  /// Tests get one from ``Testing/Trait/ribEnvironment`` or
  /// ``withRIBEnvironment(isolation:fileID:filePath:line:column:_:)-(_,_,_,_,_,()->R)``.
  public init() {}

  /// The virtual clock of ``detector``: it moves only when the test (or the end of the test)
  /// advances it.
  public var scheduler: VirtualLeakDetectionScheduler { checker.scheduler }

  /// The leak detector in force during the test.
  public var detector: LeakDetector { checker.detector }

  /// The diagnostics reported during the test (leaks included) that no inner collector took.
  public var diagnostics: DiagnosticsCollector { checker.diagnostics }

  /// Expects `object` to be deallocated by the end of the test.
  public func track(_ object: AnyObject) { checker.track(object) }

  /// Expects every router of `router`'s live subtree, with its interactor, view and
  /// presenter, to be deallocated by the end of the test.
  @preconcurrency @MainActor
  public func trackSubtree(of router: any Routing) { checker.trackSubtree(of: router) }

  /// Moves the virtual clock forward by `duration`, running the leak checks that fall due.
  public func advance(by duration: Duration) { checker.advance(by: duration) }

  // MARK: - Running a test

  /// Runs `operation` with this environment in force for the current task.
  @discardableResult
  public func run<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$scoped.withValue(self) { try checker.run(operation) }
  }

  /// Runs `operation` with this environment in force for the current task and the tasks it
  /// creates.
  @discardableResult
  public func run<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await Self.$scoped.withValue(
      self,
      operation: {
        try await LeakDetector.withInstance(detector, isolation: isolation) {
          try await diagnostics.collect(isolation: isolation, operation)
        }
      }, isolation: isolation)
  }

  /// Ends the test: runs the clock until every leak check has run, and fails the current
  /// test once per leak and per other diagnostic collected, naming the objects. Returns the
  /// diagnostics it failed the test for.
  ///
  /// Call it on the main actor, after the test's RIBs were released, so that a view's
  /// disappearance is checked at once; the trait and `withRIBEnvironment` do.
  @discardableResult
  public func finish(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> [Diagnostic] {
    finish { message in
      TestFailureReporter.report(
        message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Settles the leak checks and hands `fail` one message per leftover diagnostic.
  func finish(failingWith fail: (String) -> Void) -> [Diagnostic] {
    checker.checkForLeaks()
    let leftovers = diagnostics.diagnostics
    diagnostics.removeAll()
    for diagnostic in leftovers { fail(Self.failureMessage(for: diagnostic)) }
    return leftovers
  }

  private static func failureMessage(for diagnostic: Diagnostic) -> String {
    let subjects = diagnostic.subjects.map(\.typeName).joined(separator: ", ")
    switch diagnostic.kind {
    case .leak:
      return "Leaked \(subjects): still alive when the test ended. \(diagnostic.message)"
    case .viewDidNotDisappear:
      return "View still shown when the test ended: \(subjects). \(diagnostic.message)"
    default:
      return "Unexpected RIBs diagnostic during the test (scope a DiagnosticsCollector"
        + " around code expected to report one): \(diagnostic)"
    }
  }
}
