import RIBCore

/// Runs `body` as a test with a ``RIBTestEnvironment`` of its own, then fails the current test,
/// naming the objects, for every leak and every diagnostic the environment collected. The
/// XCTest counterpart of the trait ``Testing/Trait/ribEnvironment``.
///
/// ```swift
/// @MainActor
/// final class RootRouterTests: XCTestCase {
///   func testLoggingOutReleasesLoggedIn() {
///     withRIBEnvironment {
///       let rootRouter = RootBuilder(dependency: AppComponent()).build()
///       rootRouter.routeToLoggedIn(withPlayer1Name: "Ann", player2Name: "Bob")
///       rootRouter.routeToLoggedOut()
///     }  // fails this test, not the process, if LoggedIn leaked
///   }
/// }
/// ```
///
/// Build the RIBs inside `body`: routers register their leak expectations with the detector in
/// force when they were created.
@preconcurrency @MainActor
@discardableResult
public func withRIBEnvironment<R>(
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: () throws -> R
) rethrows -> R {
  let environment = RIBTestEnvironment()
  defer { environment.finish(fileID: fileID, filePath: filePath, line: line, column: column) }
  return try environment.run(body)
}

/// Like ``withRIBEnvironment(fileID:filePath:line:column:_:)``, for an async test.
///
/// ```swift
/// func testTheGreetingIsShown() async {
///   await withRIBEnvironment {
///     let router = GreetingBuilder(dependency: GreetingDependencyMock()).build()
///     await router.interactable.activate()
///   }
/// }
/// ```
///
/// The environment is checked on the main actor, after the objects that `body` released on
/// other threads have had their turn to be deallocated there.
@discardableResult
public func withRIBEnvironment<R>(
  isolation: isolated (any Actor)? = #isolation,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: () async throws -> R
) async rethrows -> R {
  let environment = RIBTestEnvironment()
  let result: R
  do {
    result = try await environment.run(isolation: isolation, body)
  } catch {
    await finishOnTheMainActor(environment, fileID, filePath, line, column)
    throw error
  }
  await finishOnTheMainActor(environment, fileID, filePath, line, column)
  return result
}

/// Finishes `environment` on the main actor: the main-actor teardown of a RIB object released
/// on another thread was enqueued there before this, so it has run by then.
func finishOnTheMainActor(
  _ environment: RIBTestEnvironment, _ fileID: String, _ filePath: StaticString,
  _ line: UInt, _ column: UInt
) async {
  await MainActor.run {
    _ = environment.finish(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
