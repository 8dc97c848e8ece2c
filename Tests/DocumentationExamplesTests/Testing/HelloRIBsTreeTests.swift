// The Testing guide's whole-tree tests: the real Getting started app, launched on its console,
// driven through its views, with the tree, the diagnostics and the leaks checked. Each test runs
// in a RIB environment of its own (`.ribEnvironment`).

import RIBCore
import RIBTesting
import Testing

@testable import DocumentationExamples

@MainActor
@Suite(.ribEnvironment) struct HelloRIBsTreeTests {
  @Test func launchingAttachesGreeting() {
    let console = Console()
    let rootRouter = RootBuilder(dependency: AppComponent()).build()

    rootRouter.launch(from: console)

    assertRouterTree(
      rootRouter,
      matches: """
        RootRouter (active)
        └── GreetingRouter (active)
        """)
    #expect(console.rootScreen?.prompt == "Your name (Enter alone to quit)")
  }

  @Test func anEmptyNameDetachesGreetingAndNothingLeaks() {
    let console = Console()
    let rootRouter = RootBuilder(dependency: AppComponent()).build()
    rootRouter.launch(from: console)
    // Checked when the test ends: Greeting's router, interactor and view must be gone by then.
    RIBTestEnvironment.current?.trackSubtree(of: rootRouter.children[0])

    console.rootScreen?.handle(line: "")

    assertRouterTree(rootRouter, matches: "RootRouter (active)")
  }

  @Test func aLeakFailsTheTestThatMadeItNamingTheObject() {
    let failures = TestFailureCollector()
    let survivor = GreetingListenerMock()

    // What `.ribEnvironment` does at the end of every test, here for a nested environment.
    failures.collect {
      withRIBEnvironment { RIBTestEnvironment.current?.track(survivor) }
    }

    #expect(
      failures.messages.first?.hasPrefix(
        "Leaked GreetingListenerMock: still alive when the test ended.") == true)
  }

  @Test func detachingGreetingReleasesItsWholeSubtree() {
    let console = Console()
    let rootRouter = RootBuilder(dependency: AppComponent()).build()
    rootRouter.launch(from: console)

    assertSubtreeDeallocated(rootRouter.children[0]) { _ in
      console.rootScreen?.handle(line: "")
    }
  }

  @Test func aBuilderMockWithoutAHandlerFailsTheTestInsteadOfCrashing() {
    let failures = TestFailureCollector()
    let builder = GreetingBuildableMock()

    failures.collect {
      _ = builder.build(withListener: GreetingListenerMock())
    }

    #expect(failures.messages.count == 1)
    #expect(
      failures.messages.first?.hasPrefix(
        "GreetingBuildableMock.build was called, but its handler is not set") == true)
  }

  @Test func misuseIsReportedAndLeavesTheTreeAsItWas() {
    let diagnostics = DiagnosticsCollector()
    let rootRouter = RootBuilder(dependency: AppComponent()).build()
    rootRouter.launch(from: Console())
    let greetingRouter = rootRouter.children[0]

    diagnostics.collect {
      rootRouter.attachChild(greetingRouter)
    }

    #expect(diagnostics.kinds == [.childAlreadyAttached])
    #expect(
      diagnostics.diagnostics.map(\.description) == [
        "[RIBs] childAlreadyAttached: attachChild: GreetingRouter is already a child of"
          + " RootRouter; nothing was attached."
      ])
    #expect(rootRouter.children.count == 1)
  }
}
