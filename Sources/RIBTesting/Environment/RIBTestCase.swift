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
  open class RIBTestCase: XCTestCase {
    /// Runs the test (with its `setUp` and `tearDown`) in a new environment, then checks it.
    open override func invokeTest() {
      let environment = RIBTestEnvironment()
      environment.run { super.invokeTest() }
      environment.finish()
    }
  }
#endif
