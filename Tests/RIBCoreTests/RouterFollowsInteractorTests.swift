import RIBCore
import RIBStreams
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
}
