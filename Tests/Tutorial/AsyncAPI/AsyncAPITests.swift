// The call shapes of AsyncAPICallShapes.swift, run: each task is bound where RIBs binds it.

import RIBCore
import RIBStreams
import RIBTesting
import Testing

private final class ProfileScreen: ProfileShowing {
  var shown: [String] = []
  func show(profile: String) { shown.append(profile) }
}

private final class GameItem: AsyncGameActionableItem {
  let login = PublishSubject<(AsyncGameActionableItem, Void)>()
  var opened: [String] = []

  func waitForLogin() -> Observable<(AsyncGameActionableItem, Void)> { login.asObservable() }

  func open(game: String) -> Observable<(AsyncGameActionableItem, Void)> {
    opened.append(game)
    return .just((self, ()))
  }
}

@MainActor
@Suite(.ribEnvironment) struct AsyncAPITests {
  @Test func theInteractorsTasksRunWhileActiveAndEndWithTheActivation() async throws {
    let screen = ProfileScreen()
    let interactor = AsyncProfileInteractor(presenter: screen, loadProfile: { "Ada" })

    interactor.activate()
    try await interactor.lastLoad?.value
    interactor.deactivate()
    await interactor.lastWatch?.value

    #expect(screen.shown == ["Ada"])
    #expect(interactor.lastWatch?.isCancelled == true)
  }

  @Test func theWorkersTasksEndWithItsRun() async throws {
    let interactor = Interactor()
    let worker = AsyncUploadWorker()
    interactor.activate()
    worker.start(interactor)

    await worker.lastUpload?.value
    try await worker.lastCheck?.value
    worker.stop()

    #expect(worker.uploads == 1)
    #expect(worker.lastUpload?.isCancelled == true)
  }

  @Test func theWorkflowsAsyncStepAndTasksRun() async {
    let item = GameItem()
    let workflow = AsyncLaunchGameWorkflow(gameId: "7", fetchName: { "game \($0)" })
    let (opened, openedContinuation) = AsyncStream<Void>.makeStream()
    let subscription = workflow.subscribe(item)

    item.login.onNext((item, ()))
    let task = workflow.task { openedContinuation.yield() }
    var iterator = opened.makeAsyncIterator()
    await iterator.next()
    await task.value

    #expect(item.opened == ["game 7"])
    subscription.dispose()
    #expect(task.isCancelled)
  }

  @Test func theLifecycleSequenceSeesTheLoad() async {
    let router = Router(interactor: Interactor())
    router.interactable.activate()
    router.load()

    #expect(await waitForLoad(of: router))
    router.interactable.deactivate()
  }
}
