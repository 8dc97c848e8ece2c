import RIBCore
import RIBStreams
import Testing

/// `isActiveSequence`, `isStartedSequence` and `lifecycleSequence`.
@MainActor
@Suite struct LifecycleSequenceTests {
  @Test func isActiveSequenceStartsWithTheCurrentValueFollowsChangesAndEndsOnDeallocation()
    async
  {
    var interactor: RecordingInteractor? = RecordingInteractor()
    let sequence = interactor!.isActiveSequence
    var iterator = sequence.makeAsyncIterator()

    #expect(await iterator.next() == false)
    interactor?.activate()
    #expect(await iterator.next() == true)
    interactor?.deactivate()
    #expect(await iterator.next() == false)
    interactor = nil
    #expect(await iterator.next() == nil)
  }

  @Test func isActiveSequenceKeepsOnlyTheLatestValueForASlowLoop() async {
    let interactor = RecordingInteractor()
    var iterator = interactor.isActiveSequence.makeAsyncIterator()

    interactor.activate()
    interactor.deactivate()
    interactor.activate()

    #expect(await iterator.next() == true)
    interactor.deactivate()
    #expect(await iterator.next() == false)
  }

  @Test func cancellingTheLoopsTaskEndsItAndDoesNotKeepTheInteractorAlive() async {
    var interactor: RecordingInteractor? = RecordingInteractor()
    weak let weakInteractor = interactor
    let sequence = interactor!.isActiveSequence
    let (seen, seenContinuation) = AsyncStream<Bool>.makeStream()
    let loop = Task { @MainActor in
      var count = 0
      for await value in sequence {
        count += 1
        seenContinuation.yield(value)
      }
      return count
    }
    var seenIterator = seen.makeAsyncIterator()
    #expect(await seenIterator.next() == false)

    loop.cancel()
    #expect(await loop.value == 1)
    interactor = nil
    #expect(weakInteractor == nil)
  }

  @Test func isStartedSequenceFollowsTheWorker() async {
    let worker = CountingWorker()
    var iterator = worker.isStartedSequence.makeAsyncIterator()

    #expect(await iterator.next() == false)
    worker.start(RecordingInteractor())
    #expect(await iterator.next() == true)
    worker.stop()
    #expect(await iterator.next() == false)
  }

  @Test func lifecycleSequenceYieldsDidLoadAndEndsWhenTheRouterIsDeallocated() async {
    var router: TestRouter? = TestRouter()
    var iterator = router!.lifecycleSequence.makeAsyncIterator()

    router?.launchAsRoot()
    #expect(await iterator.next() == .didLoad)
    router?.interactable.deactivate()
    router = nil
    #expect(await iterator.next() == nil)
  }

  @Test func lifecycleSequenceMadeAfterLoadingReplaysDidLoad() async {
    let router = TestRouter()
    router.launchAsRoot()

    var iterator = router.lifecycleSequence.makeAsyncIterator()

    #expect(await iterator.next() == .didLoad)
    router.interactable.deactivate()
  }
}
