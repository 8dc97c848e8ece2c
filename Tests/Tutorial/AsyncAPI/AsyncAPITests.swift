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
  /// The games opened, in order.
  let openedGames: AsyncStream<String>
  private let openedContinuation: AsyncStream<String>.Continuation

  init() {
    (openedGames, openedContinuation) = AsyncStream<String>.makeStream()
  }

  func waitForLogin() -> Observable<(AsyncGameActionableItem, Void)> { login.asObservable() }

  func open(game: String) -> Observable<(AsyncGameActionableItem, Void)> {
    openedContinuation.yield(game)
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
    let subscription = workflow.subscribe(item)
    var openedGames = item.openedGames.makeAsyncIterator()

    item.login.onNext((item, ()))

    #expect(await openedGames.next() == "game 7")
    let task = workflow.task {}
    await task.value
    subscription.dispose()
    let late = workflow.throwingTask { try Task.checkCancellation() }
    await #expect(throws: CancellationError.self) { try await late.value }
  }

  @Test func theLifecycleSequenceSeesTheLoad() async {
    let router = Router(interactor: Interactor())
    router.interactable.activate()
    router.load()

    #expect(await waitForLoad(of: router))
    router.interactable.deactivate()
  }
}
