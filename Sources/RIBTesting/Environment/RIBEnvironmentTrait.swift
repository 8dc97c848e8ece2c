#if canImport(Testing)
  import Testing

  /// The Swift Testing trait that gives each test a ``RIBTestEnvironment`` of its own: a leak
  /// detector on a virtual clock and a diagnostics collector, checked when the test ends.
  ///
  /// Use it as ``Testing/Trait/ribEnvironment`` on a test, or on a suite to give every test of
  /// the suite its own environment (the suite's `init` runs inside it too):
  ///
  /// ```swift
  /// @MainActor
  /// @Suite(.ribEnvironment) struct RootRouterTests {
  ///   let rootRouter = RootBuilder(dependency: AppComponent()).build()
  ///
  ///   @Test func loggingOutDetachesLoggedIn() {
  ///     rootRouter.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")
  ///     rootRouter.routeToLoggedOut()
  ///     #expect(rootRouter.children.isEmpty)
  ///   }  // and fails, naming it, if anything the test built leaked
  /// }
  /// ```
  public struct RIBEnvironmentTrait: TestTrait, SuiteTrait, TestScoping {
    /// Creates the trait; spelled ``Testing/Trait/ribEnvironment`` in a test's traits.
    public init() {}

    /// On a suite, every test of the suite (and of its nested suites) gets an environment.
    public var isRecursive: Bool { true }

    /// Runs the test with an environment of its own, then fails it for what the environment
    /// collected.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let environment = RIBTestEnvironment()
      do {
        try await environment.run(function)
      } catch {
        await Self.finish(environment, attributingTo: test.sourceLocation)
        throw error
      }
      await Self.finish(environment, attributingTo: test.sourceLocation)
    }

    /// Finishes `environment` on the main actor (see `withRIBEnvironment`), attributing its
    /// failures to the test's declaration.
    private static func finish(
      _ environment: RIBTestEnvironment, attributingTo location: SourceLocation
    ) async {
      await MainActor.run {
        _ = environment.finish { message in
          let failure = TestFailure(
            message: message, fileID: location.fileID, filePath: location.filePath,
            line: location.line, column: location.column)
          TestFailureReporter.report(failure, xcTestFile: #filePath, xcTestLine: #line)
        }
      }
    }
  }

  /// The spelling of ``RIBEnvironmentTrait`` in a test's or a suite's traits.
  extension Trait where Self == RIBEnvironmentTrait {
    /// A ``RIBTestEnvironment`` for each test: its RIBs' leaks and the framework's diagnostics
    /// fail that test, naming the objects, instead of reaching the process-wide handler.
    ///
    /// ```swift
    /// @Test(.ribEnvironment) func detachingReleasesTheChild() { … }
    /// ```
    public static var ribEnvironment: Self { Self() }
  }
#endif
