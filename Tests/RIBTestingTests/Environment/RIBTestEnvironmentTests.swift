import RIBCore
import RIBTesting
import Testing

@MainActor
@Suite struct RIBTestEnvironmentTests {
  @Test func aLeakedRIBFailsTheTestOnceNamingIt() async {
    let failures = TestFailureCollector()
    var leaky: LeakyRIB?

    await failures.collect {
      await withRIBEnvironment {
        await Task.yield()  // the async form
        leaky = LeakyRIB()
      }
    }

    #expect(failures.messages.count == 1)
    let message = failures.messages.first ?? ""
    #expect(message.hasPrefix("Leaked HoldingInteractor: still alive when the test ended."))
    #expect(message.contains("retain cycle"))
    #expect(failures.failures.first?.fileID == #fileID)
    #expect(leaky?.interactor != nil)
    leaky?.breakCycle()
    #expect(leaky?.interactor == nil)
  }

  @Test func theSynchronousFormFailsTheSameWay() {
    let failures = TestFailureCollector()
    var leaky: LeakyRIB?

    failures.collect {
      withRIBEnvironment { leaky = LeakyRIB() }
    }

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.hasPrefix("Leaked HoldingInteractor") == true)
    leaky?.breakCycle()
  }

  @Test func aCleanTestPassesAndTheEnvironmentIsInForceOnlyWhileItRuns() async {
    let failures = TestFailureCollector()
    var inside: RIBTestEnvironment?
    var detectorInForce = false

    await failures.collect {
      await withRIBEnvironment {
        await Task.yield()
        inside = RIBTestEnvironment.current
        detectorInForce = LeakDetector.instance === inside?.detector
        let root = PlainRouter()
        root.interactable.activate()
        root.load()
        root.attachChild(PlainViewableRouter())
        root.detachChild(root.children[0])
      }
    }

    #expect(failures.failures.isEmpty)
    #expect(inside != nil)
    #expect(detectorInForce)
    #expect(RIBTestEnvironment.current == nil)
    #expect(LeakDetector.instance !== inside?.detector)
  }

  @Test func aTrackedObjectStillAliveAtTheEndFailsTheTest() {
    let failures = TestFailureCollector()
    let kept = PlainRouter()

    failures.collect {
      withRIBEnvironment { RIBTestEnvironment.current?.trackSubtree(of: kept) }
    }

    #expect(failures.messages.count == 2)
    #expect(failures.messages.contains { $0.hasPrefix("Leaked PlainRouter") })
    #expect(failures.messages.contains { $0.hasPrefix("Leaked LoggingInteractor") })
  }

  @Test func misuseFailsTheTestUnlessAnInnerCollectorTakesIt() {
    let failures = TestFailureCollector()
    let taken = DiagnosticsCollector()

    failures.collect {
      withRIBEnvironment {
        let root = PlainRouter()
        taken.collect { root.detachChild(PlainRouter()) }
        root.detachChild(PlainRouter())
      }
    }

    #expect(taken.kinds == [.detachNonChild])
    #expect(failures.messages.count == 1)
    #expect(
      failures.messages.first?.hasPrefix("Unexpected RIBs diagnostic during the test") == true)
    #expect(failures.messages.first?.contains("detachNonChild") == true)
  }

  @Test func aThrownErrorStillChecksTheEnvironment() async {
    let failures = TestFailureCollector()
    var leaky: LeakyRIB?

    await failures.collect {
      await #expect(throws: TestError(code: 7)) {
        try await withRIBEnvironment {
          await Task.yield()
          leaky = LeakyRIB()
          throw TestError(code: 7)
        }
      }
    }

    #expect(failures.messages.first?.hasPrefix("Leaked HoldingInteractor") == true)
    leaky?.breakCycle()
  }

  // MARK: - Reaching Swift Testing

  @Test func aLeakIsRecordedAsAnIssueOfTheRunningTest() async {
    var leaky: LeakyRIB?

    await withKnownIssue {
      await withRIBEnvironment {
        await Task.yield()  // the async form
        leaky = LeakyRIB()
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Leaked HoldingInteractor") }
    }

    leaky?.breakCycle()
  }

  @Test func theTraitFailsTheTestItScopes() async throws {
    let test = try #require(Test.current)
    let leaky = LeakyRIBBox()

    try await withKnownIssue {
      try await RIBEnvironmentTrait().provideScope(for: test, testCase: Test.Case.current) {
        await leaky.make()
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Leaked HoldingInteractor") }
        && issue.sourceLocation == test.sourceLocation
    }

    leaky.rib?.breakCycle()
  }

  @Test(.ribEnvironment) func theTraitPutsAnEnvironmentInForce() {
    #expect(RIBTestEnvironment.current != nil)
    #expect(LeakDetector.instance === RIBTestEnvironment.current?.detector)
  }

  @Test func theDefaultHandlerDoesNotStopATestProcess() {
    // In a debug build outside tests this is an assertionFailure; here it must only print.
    Diagnostics.DefaultHandler().handle(
      Diagnostic(kind: .other, message: "printed, not trapped (expected in this test's output)"))
    #expect(Bool(true))
  }
}

/// Holds a leaky RIB made inside a `@Sendable` closure.
@MainActor
private final class LeakyRIBBox: Sendable {
  private(set) var rib: LeakyRIB?

  func make() { rib = LeakyRIB() }
}
