// The Testing guide's whole-tree tests: the real Getting started app, launched on its console,
// driven through its views, with the tree, the diagnostics and the leaks checked.

import RIBCore
import RIBTesting
import Testing

@testable import DocumentationExamples

@MainActor
@Suite struct HelloRIBsTreeTests {
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
    let leaks = LeakChecker()
    let console = Console()
    // Built inside `run`, the RIBs register their leak expectations with the checker's
    // detector, whose clock only moves when the checker says so.
    let rootRouter = leaks.run { RootBuilder(dependency: AppComponent()).build() }
    rootRouter.launch(from: console)
    leaks.trackSubtree(of: rootRouter.children[0])

    leaks.run { console.rootScreen?.handle(line: "") }

    assertRouterTree(rootRouter, matches: "RootRouter (active)")
    leaks.assertNoLeaks()
    #expect(leaks.diagnostics.diagnostics.isEmpty)
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
