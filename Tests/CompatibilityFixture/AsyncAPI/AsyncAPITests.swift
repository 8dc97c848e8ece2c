// The calls of AsyncAPICallShapes.swift, run: each task is bound where RIBs binds it.

import RIBCore
import RIBStreams
import RIBTesting
import Testing

private final class SpecialsBoard: SpecialsPresentable {
  var shown: [[String]] = []
  func show(specials: [String]) { shown.append(specials) }
}

private final class Counter: FavouriteOrderingItem {
  let customers = PublishSubject<(FavouriteOrderingItem, String)>()
  /// The drinks ordered, in order.
  let orderedDrinks: AsyncStream<String>
  private let orderedContinuation: AsyncStream<String>.Continuation

  init() {
    (orderedDrinks, orderedContinuation) = AsyncStream<String>.makeStream()
  }

  func waitForCustomer() -> Observable<(FavouriteOrderingItem, String)> {
    customers.asObservable()
  }

  func order(drinkNamed name: String) -> Observable<(FavouriteOrderingItem, ())> {
    orderedContinuation.yield(name)
    return .just((self, ()))
  }
}

@MainActor
@Suite(.ribEnvironment) struct AsyncAPITests {
  @Test func theInteractorsTasksRunWhileActiveAndEndWithTheActivation() async throws {
    let board = SpecialsBoard()
    let interactor = SpecialsInteractor(presenter: board, loadSpecials: { ["Cortado"] })

    interactor.activate()
    try await interactor.lastLoad?.value
    interactor.deactivate()
    await interactor.lastWatch?.value

    #expect(board.shown == [["Cortado"]])
    #expect(interactor.lastWatch?.isCancelled == true)
  }

  @Test func theWorkersTasksEndWithItsRun() async throws {
    let interactor = Interactor()
    let worker = LoyaltyStampWorker()
    interactor.activate()
    worker.start(interactor)

    await worker.lastSend?.value
    try await worker.lastCheck?.value
    worker.stop()

    #expect(worker.stampsSent == 1)
    #expect(worker.lastSend?.isCancelled == true)
    interactor.deactivate()
  }

  @Test func theWorkflowsAsyncStepAndTasksRun() async {
    let counter = Counter()
    let workflow = FavouriteDrinkWorkflow(favourite: { customer in "\(customer)'s flat white" })
    let subscription = workflow.subscribe(counter)
    var orderedDrinks = counter.orderedDrinks.makeAsyncIterator()

    counter.customers.onNext((counter, "Ada"))

    #expect(await orderedDrinks.next() == "Ada's flat white")
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
