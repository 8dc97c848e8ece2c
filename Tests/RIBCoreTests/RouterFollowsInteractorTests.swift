import Dispatch
import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// A router follows its ``Interactor``'s activeness through a direct call rather than a
/// subscription; these pin down the cases where the two could differ.
@MainActor
@Suite struct RouterFollowsInteractorTests {
  private final class SharingRouter: Router<RecordingInteractor> {}

  @Test func anInteractorOutlivingItsRouterCanStillChangeState() {
    let interactor = RecordingInteractor()
    var router: SharingRouter? = SharingRouter(interactor: interactor)
    interactor.activate()
    router!.load()
    let child = TestRouter()
    router!.attachChild(child)

    router = nil
    #expect(!child.interactor.isActive)

    interactor.activate()
    interactor.deactivate()
    interactor.activate()
    #expect(interactor.isActive)
    #expect(!child.interactor.isActive)
  }

  @Test func twoRoutersSharingAnInteractorBothDriveTheirChildren() {
    let interactor = RecordingInteractor()
    let first = SharingRouter(interactor: interactor)
    let second = SharingRouter(interactor: interactor)
    interactor.activate()
    first.load()
    second.load()
    let firstChild = TestRouter()
    let secondChild = TestRouter()
    first.attachChild(firstChild)
    second.attachChild(secondChild)

    interactor.deactivate()
    #expect(!firstChild.interactor.isActive)
    #expect(!secondChild.interactor.isActive)

    interactor.activate()
    #expect(firstChild.interactor.isActive)
    #expect(secondChild.interactor.isActive)
  }

  /// An observer of the activeness stream deactivates the interactor while `true` is being
  /// delivered: the children must end as the interactor ends, inactive.
  @Test func childrenEndInTheInteractorsStateWhenAnObserverChangesItAgain() {
    let parent = TestRouter()
    parent.launchAsRoot()
    let child = TestRouter()
    let grandchild = TestRouter()
    parent.attachChild(child)
    child.attachChild(grandchild)
    parent.detachChild(child)
    let subscription = child.interactor.isActiveStream
      .filter { $0 }
      .subscribe(onNext: { _ in child.interactor.deactivate() })

    parent.attachChild(child)

    #expect(!child.interactor.isActive)
    #expect(!grandchild.interactor.isActive)
    subscription.dispose()
  }

  @Test func theActivenessStreamMadeLateStartsWithTheCurrentState() {
    let router = TestRouter()
    router.launchAsRoot()
    let recorder = StreamRecorder(router.interactor.isActiveStream)
    router.interactor.deactivate()
    #expect(recorder.values == [true, false])
  }

  /// A router released off the main actor is deinitialised later, on the main actor. Until
  /// then, changes of its interactor must not reach it: it is gone for everyone else.
  @Test func aRouterReleasedOffTheMainActorNoLongerFollowsBeforeItsDeinitRuns() {
    let interactor = RecordingInteractor()
    let holder = RouterHolder(SharingRouter(interactor: interactor))
    interactor.activate()
    holder.router?.load()
    // A mock router cannot be told that an ancestor drives it, so only its parent's walk
    // changes its interactor.
    let childInteractor = RecordingInteractor()
    holder.router?.attachChild(RoutingMock(interactable: childInteractor))
    interactor.deactivate()
    let activationsBefore = childInteractor.didBecomeActiveCount
    weak let weakRouter = holder.router

    let released = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      holder.router = nil
      released.signal()
    }
    released.wait()
    #expect(weakRouter == nil)

    interactor.activate()
    #expect(childInteractor.didBecomeActiveCount == activationsBefore)
  }

  /// `lifecycle` asked for while the router is loading (here, by an interactable's stream
  /// getter) must see `didLoad` once.
  @Test func lifecycleFirstReadDuringLoadSeesDidLoadOnce() {
    let interactable = StreamReadingInteractable()
    let router = Router<StreamReadingInteractable>(interactor: interactable)
    var seen: [RouterLifecycle] = []
    var subscription: (any Disposable)?
    interactable.onStreamRead = {
      subscription = router.lifecycle.subscribe(onNext: { seen.append($0) })
    }

    router.load()

    #expect(seen == [.didLoad])
    subscription?.dispose()
  }
}

/// Holds a router where another thread can let go of it.
private final class RouterHolder<R: AnyObject>: @unchecked Sendable {
  var router: R?
  init(_ router: R) { self.router = router }
}

/// An `Interactable` that is not an `Interactor`, running a closure when its stream is read.
@MainActor
private final class StreamReadingInteractable: Interactable {
  var onStreamRead: (() -> Void)?
  private let subject = BehaviorSubject(value: true)
  var isActive: Bool { true }
  var isActiveStream: Observable<Bool> {
    let action = onStreamRead
    onStreamRead = nil
    action?()
    return subject.asObservable()
  }
  func activate() {}
  func deactivate() {}
}
