import RIBCore
import RIBStreams
import RIBTesting
import Testing

@MainActor
@Suite struct InteractableMockTests {
  @Test func activateAndDeactivateAreCountedAndSetIsActive() {
    let mock = InteractableMock()
    #expect(!mock.isActive)
    mock.activate()
    #expect(mock.activateCallCount == 1)
    #expect(mock.isActive)
    mock.deactivate()
    #expect(mock.deactivateCallCount == 1)
    #expect(!mock.isActive)
    #expect(mock.isActiveSetCallCount == 2)
  }

  @Test func aHandlerReplacesTheDefaultBehaviour() {
    let mock = InteractableMock()
    var calls: [String] = []
    mock.activateHandler = { calls.append("activate") }
    mock.deactivateHandler = { calls.append("deactivate") }
    mock.activate()
    mock.deactivate()
    #expect(calls == ["activate", "deactivate"])
    #expect(!mock.isActive)
    #expect(mock.isActiveSetCallCount == 0)
  }

  @Test func theStreamReplaysTheCurrentValueAndEmitsChanges() {
    let mock = InteractableMock(isActive: true)
    let activeness = mock.isActiveStream.record()
    mock.isActive = true
    mock.isActive = false
    mock.isActiveStreamSubject.onNext(true)
    #expect(activeness.values == [true, false, true])
    #expect(mock.isActiveSetCallCount == 2)
  }

  @Test func replacingTheSubjectIsCounted() {
    let mock = InteractableMock()
    mock.isActiveStreamSubject = BehaviorSubject(value: true)
    #expect(mock.isActiveStreamSubjectSetCallCount == 1)
    #expect(mock.isActiveStream.record().values == [true])
  }

  @Test func theStreamCompletesWhenTheMockIsDeallocated() {
    var mock: InteractableMock? = InteractableMock()
    let activeness = mock!.isActiveStream.record()
    mock = nil
    #expect(activeness.isCompleted)
  }

  @Test func aRealRouterDrivesAMockChildInteractor() {
    let parent = PlainRouter()
    parent.interactable.activate()
    parent.load()
    let childInteractor = InteractableMock()
    let child = RoutingMock(interactable: childInteractor)
    parent.attachChild(child)
    #expect(childInteractor.activateCallCount == 1)
    #expect(child.loadCallCount == 1)
    parent.interactor.deactivate()
    #expect(childInteractor.deactivateCallCount == 1)
    #expect(!childInteractor.isActive)
    parent.interactor.activate()
    #expect(childInteractor.activateCallCount == 2)
    #expect(childInteractor.isActive)
  }

  @Test func aRealWorkerRunsWhileTheMockScopeIsActive() {
    final class CountingWorker: Worker {
      var starts = 0
      override func didStart(_ interactorScope: any InteractorScope) {
        super.didStart(interactorScope)
        starts += 1
      }
    }
    let scope = InteractableMock()
    let worker = CountingWorker()
    worker.start(scope)
    #expect(!worker.isRunning)
    scope.activate()
    #expect(worker.isRunning)
    #expect(worker.starts == 1)
    scope.deactivate()
    #expect(!worker.isRunning)
  }

  @Test func aSubclassAddsTheRIBsOwnRequirements() {
    let mock = ListeningInteractableMock()
    mock.didLogin(withPlayer1Name: "a", player2Name: "b")
    #expect(mock.didLoginFunction.callCount == 1)
    #expect(mock.didLoginFunction.argValues.first?.0 == "a")
    mock.activate()
    #expect(mock.isActive)
  }
}

@MainActor
private protocol LoginListener: AnyObject {
  func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

private final class ListeningInteractableMock: InteractableMock, LoginListener {
  let didLoginFunction = MockFunction<String, String, Void>("ListeningInteractableMock.didLogin")

  func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
    didLoginFunction.call(player1Name, player2Name)
  }
}
