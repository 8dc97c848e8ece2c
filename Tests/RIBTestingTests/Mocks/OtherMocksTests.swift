import RIBCore
import RIBStreams
import RIBTesting
import Testing

@MainActor
@Suite struct WorkerMockTests {
  @Test func startAndStopAreCountedAndSetIsStarted() {
    let worker = WorkerMock()
    let scope = InteractableMock()
    let started = worker.isStartedStream.record()
    worker.start(scope)
    #expect(worker.startCallCount == 1)
    #expect(worker.isStarted)
    #expect(worker.lastStartedScope === scope)
    worker.stop()
    #expect(worker.stopCallCount == 1)
    #expect(!worker.isStarted)
    #expect(started.values == [false, true, false])
    #expect(worker.isStartedSetCallCount == 2)
  }

  @Test func handlersReplaceTheDefaultBehaviour() {
    let worker = WorkerMock()
    var scopes: [ObjectIdentifier] = []
    worker.startHandler = { scopes.append(ObjectIdentifier($0)) }
    worker.stopHandler = { scopes.removeAll() }
    let scope = InteractableMock()
    worker.start(scope)
    #expect(scopes == [ObjectIdentifier(scope)])
    #expect(!worker.isStarted)
    worker.stop()
    #expect(scopes.isEmpty)
  }

  @Test func theWorkerDoesNotKeepItsScopeAlive() {
    let worker = WorkerMock()
    weak var weakScope: InteractableMock?
    do {
      let scope = InteractableMock()
      weakScope = scope
      worker.start(scope)
    }
    #expect(weakScope == nil)
    #expect(worker.lastStartedScope == nil)
    #expect(worker.startCallCount == 1)
  }

  @Test func theTestDrivesTheStartedStream() {
    let worker = WorkerMock()
    let started = worker.isStartedStream.record()
    worker.isStartedStreamSubject.onNext(true)
    worker.isStartedStreamSubject = BehaviorSubject(value: false)
    #expect(started.values == [false, true])
    #expect(worker.isStartedStreamSubjectSetCallCount == 1)
  }
}

@MainActor
@Suite struct ViewAndPresenterMockTests {
  @Test func aViewMockReportsWhetherItIsShown() {
    let view = ViewControllableMock()
    #expect(!view.isShown)
    view.isShown = true
    #expect(view.isShownSetCallCount == 1)
    let reporting: any ViewVisibilityReporting = view
    #expect(reporting.isShown)
    #expect(ViewControllableMock(isShown: true).isShown)
  }

  @Test func aViewMockSubclassRecordsPresentations() {
    let view = PresentingViewMock()
    let child = ViewControllableMock()
    view.present(viewController: child)
    #expect(view.presentFunction.callCount == 1)
    #expect(view.presentFunction.argValues.first === child)
  }

  @Test func aPresentableMockStandsInForAPresenter() {
    let presenter = ScorePresentableMock()
    let interactor = PresentableInteractor<ScorePresentable>(presenter: presenter)
    interactor.presenter.show(score: 3)
    #expect(presenter.showFunction.argValues == [3])
  }
}

@MainActor
private protocol PresentingViewControllable: ViewControllable {
  func present(viewController: ViewControllable)
}

private final class PresentingViewMock: ViewControllableMock, PresentingViewControllable {
  let presentFunction = MockFunction<ViewControllable, Void>("PresentingViewMock.present")

  func present(viewController: ViewControllable) { presentFunction.call(viewController) }
}

@MainActor
private protocol ScorePresentable: Presentable {
  func show(score: Int)
}

private final class ScorePresentableMock: PresentableMock, ScorePresentable {
  let showFunction = MockFunction<Int, Void>("ScorePresentableMock.show")

  func show(score: Int) { showFunction.call(score) }
}
