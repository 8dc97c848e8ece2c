import RIBCore
import RIBStreams
import Testing

@MainActor
@Suite struct RouterLifecycleTests {
  @Test func lifecycleEmitsDidLoadWhenTheRouterLoads() {
    let router = TestRouter()
    let recorder = StreamRecorder(router.lifecycle)
    #expect(recorder.values == [])

    router.launchAsRoot()

    #expect(recorder.values == [.didLoad])
    #expect(router.didLoadCount == 1)
  }

  @Test func lifecycleReplaysDidLoadToLateSubscribers() {
    let router = TestRouter()
    router.launchAsRoot()

    let recorder = StreamRecorder(router.lifecycle)

    #expect(recorder.values == [.didLoad])
  }

  @Test func didLoadIsEmittedBeforeDidLoadIsCalled() {
    let router = TestRouter()
    var emittedBeforeDidLoad: [RouterLifecycle] = []
    let recorder = StreamRecorder(router.lifecycle)
    router.onDidLoad = { emittedBeforeDidLoad = recorder.values }

    router.launchAsRoot()

    #expect(emittedBeforeDidLoad == [.didLoad])
  }

  @Test func lifecycleCompletesWhenTheRouterIsDeallocated() {
    var router: TestRouter? = TestRouter()
    router!.launchAsRoot()
    let recorder = StreamRecorder(router!.lifecycle)
    #expect(!recorder.isCompleted)

    router = nil

    #expect(recorder.isCompleted)
  }

  @Test func theInteractorIsReleasedWithItsRouter() {
    weak var weakInteractor: RecordingInteractor?
    var router: TestRouter? = TestRouter()
    weakInteractor = router!.interactor
    router!.launchAsRoot()

    router = nil

    #expect(weakInteractor == nil)
  }

  @Test func registersItsInteractorWithTheLeakDetectorInForceWhenDeallocated() {
    let leaks = QuietLeakDetection()
    var kept: RecordingInteractor?

    leaks.scope {
      let router = TestRouter()
      router.launchAsRoot()
      kept = router.interactor
    }
    #expect(leaks.detector.pendingExpectationCount == 1)
    leaks.advancePastAllDeadlines()

    #expect(leaks.diagnostics.kinds == [.leak])
    #expect(
      leaks.diagnostics.diagnostics.first?.subjects.map(\.typeName) == ["RecordingInteractor"])
    #expect(kept != nil)
  }

  @Test func aRouterWhoseInteractorIsReleasedWithItIsNotReported() {
    let leaks = QuietLeakDetection()

    leaks.scope {
      let router = TestRouter()
      router.launchAsRoot()
    }
    #expect(leaks.detector.pendingExpectationCount == 1)
    leaks.advancePastAllDeadlines()

    #expect(leaks.diagnostics.kinds == [])
    #expect(leaks.detector.pendingExpectationCount == 0)
  }
}
