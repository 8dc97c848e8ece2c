// The Testing guide's `withRIBEnvironment`: an XCTest that is not a `RIBTestCase` gives one test a
// RIB environment.

import RIBCore
import RIBTesting
import XCTest

@testable import DocumentationExamples

@MainActor
final class GreetingXCTests: XCTestCase {
  func testAnEmptyNameDetachesGreeting() async {
    withRIBEnvironment {
      let console = Console()
      let rootRouter = RootBuilder(dependency: AppComponent()).build()
      rootRouter.launch(from: console)

      console.rootScreen?.handle(line: "")

      XCTAssertTrue(rootRouter.children.isEmpty)
    }  // fails this test, naming the object, if Greeting's RIB leaked
  }
}
