import RIBCore
import RIBStreams
import Testing

/// A RIB whose `willResignActive` asks its parent to detach it, as a RIB that tells its
/// listener it is done does: the deactivation under way is not started again.
@MainActor
@Suite struct SelfDetachingRIBTests {
  @Test func aRIBThatDetachesItselfWhileBeingDetachedResignsOnce() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let child = ChildRouter(name: "child")
    root.attachChild(child)
    child.interactor.onWillResignActive = detachOnce(child, from: root)
    let activeness = StreamRecorder(child.interactor.isActiveStream)
    var events: [String] = []
    let observation = root.observeTreeChanges { event in
      events.append("\(event.kind.rawValue) \(event.typeName)")
    }
    defer { observation.dispose() }

    root.detachChild(child)

    #expect(child.interactor.willResignActiveCount == 1)
    #expect(activeness.values == [true, false])
    // One detach. It happened inside `willResignActive`, while the interactor was still
    // active: the deactivation it finishes after is no longer under `root`.
    #expect(events == ["detached ChildRouter"])
    #expect(child.parent == nil)
    #expect(root.children.isEmpty)
  }

  @Test func aRIBThatDetachesItselfWhileItsParentDeactivatesResignsOnce() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let child = ChildRouter(name: "child")
    let grandchild = GrandchildRouter(name: "grandchild")
    root.attachChild(child)
    child.attachChild(grandchild)
    child.interactor.onWillResignActive = detachOnce(child, from: root)
    let activeness = StreamRecorder(child.interactor.isActiveStream)

    root.interactor.deactivate()

    #expect(child.interactor.willResignActiveCount == 1)
    #expect(activeness.values == [true, false])
    #expect(child.parent == nil)
    #expect(!grandchild.interactor.isActive)
    #expect(grandchild.interactor.willResignActiveCount == 1)
  }

  @Test func deactivatingFromWillResignActiveDoesNothingMore() {
    let interactor = RecordingInteractor()
    interactor.activate()
    interactor.onWillResignActive = { [unowned interactor] in interactor.deactivate() }
    let activeness = StreamRecorder(interactor.isActiveStream)

    interactor.deactivate()

    #expect(interactor.willResignActiveCount == 1)
    #expect(activeness.values == [true, false])
    #expect(!interactor.isActive)
  }

  /// What a RIB's listener does when told the RIB is done: has the RIB's parent detach it, once
  /// (a parent detaching a child it already let go of would be reported as misuse).
  private func detachOnce(_ child: TestRouter, from parent: TestRouter) -> () -> Void {
    var asked = false
    return { [unowned child, unowned parent] in
      guard !asked else { return }
      asked = true
      parent.detachChild(child)
    }
  }
}
