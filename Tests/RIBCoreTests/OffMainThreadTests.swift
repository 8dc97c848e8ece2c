import Dispatch
import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// An interactor with the leak the Leak detection guide describes: a subscription that holds
/// the interactor and is not bound to its activation, so the source owns the interactor's
/// last reference.
@MainActor
private final class UnboundSubscriptionInteractor: Interactor {
  let source: PublishSubject<Int>

  init(source: PublishSubject<Int>) { self.source = source }

  override func didBecomeActive() {
    super.didBecomeActive()
    _ = source.subscribe(onNext: { _ in _ = self })
  }
}

/// A worker that reports when it stops running.
@MainActor
private final class StopSignallingWorker: Worker {
  var onDidStop: (() -> Void)?

  override func didStop() {
    super.didStop()
    onDidStop?()
  }
}

/// An interactor scope whose activeness is driven from whatever thread the test chooses, as a
/// hand-written scope or mock might be.
@MainActor
private final class ThreadAgnosticScope: InteractorScope {
  let relay = BehaviorRelay(value: false)
  nonisolated(unsafe) var activeFlag = false
  var isActive: Bool { activeFlag }
  var isActiveStream: Observable<Bool> { relay.asObservable() }
}

@MainActor
@Suite struct OffMainThreadTests {
  @Test func anInteractorReleasedOnAnotherThreadStopsItsWorkerOnTheMainActor() async {
    let source = PublishSubject<Int>()
    let worker = StopSignallingWorker()
    weak var released: UnboundSubscriptionInteractor?
    do {
      let interactor = UnboundSubscriptionInteractor(source: source)
      released = interactor
      interactor.activate()
      worker.start(interactor)
    }
    #expect(released != nil, "the unbound subscription holds the interactor")
    #expect(worker.isRunning)

    await withCheckedContinuation { (stopped: CheckedContinuation<Void, Never>) in
      worker.onDidStop = { stopped.resume() }
      // The source's last event drops its subscriber, and with it the interactor, on a
      // global queue.
      DispatchQueue.global().async { source.onCompleted() }
    }

    #expect(released == nil)
    #expect(!worker.isRunning)
    #expect(worker.isStarted)
  }

  @Test func aScopeThatChangesOnAnotherThreadIsFollowedOnTheMainActor() async {
    let scope = ThreadAgnosticScope()
    let worker = StopSignallingWorker()
    scope.activeFlag = true
    scope.relay.accept(true)
    worker.start(scope)
    #expect(worker.isRunning)

    await withCheckedContinuation { (stopped: CheckedContinuation<Void, Never>) in
      worker.onDidStop = { stopped.resume() }
      DispatchQueue.global().async {
        scope.activeFlag = false
        scope.relay.accept(false)
      }
    }

    #expect(!worker.isRunning)
    #expect(worker.isStarted)
  }
}

/// An interactable written by hand whose activeness changes arrive from another thread.
@MainActor
private final class ThreadAgnosticInteractable: Interactable {
  let relay = BehaviorRelay(value: false)
  nonisolated(unsafe) var activeFlag = false
  var isActive: Bool { activeFlag }
  var isActiveStream: Observable<Bool> { relay.asObservable() }

  func activate() {
    activeFlag = true
    relay.accept(true)
  }

  func deactivate() {
    activeFlag = false
    relay.accept(false)
  }
}

@MainActor
@Suite struct OffMainThreadRouterTests {
  @Test func aRouterFollowsItsInteractableChangingOnAnotherThreadOnTheMainActor() async {
    let interactable = ThreadAgnosticInteractable()
    let root = Router<ThreadAgnosticInteractable>(interactor: interactable)
    interactable.activate()
    root.load()
    let child = ChildRouter(name: "child")
    root.attachChild(child)
    #expect(child.interactor.isActive)

    await withCheckedContinuation { (resigned: CheckedContinuation<Void, Never>) in
      child.interactor.onWillResignActive = { resigned.resume() }
      DispatchQueue.global().async {
        interactable.activeFlag = false
        interactable.relay.accept(false)
      }
    }

    #expect(!child.interactor.isActive)
  }
}
