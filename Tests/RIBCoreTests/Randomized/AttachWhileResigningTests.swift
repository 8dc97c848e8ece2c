import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// A router attached under an active parent from inside its own `willResignActive`: the
/// attach's activation finds the interactor still active and does nothing, and the
/// deactivation then completes. Upstream (RIBs-iOS) ends the same way, with an inactive RIB
/// under an active one; here the child activates once it has resigned, so the tree stays
/// consistent (RIBS.md: a router is active exactly when attached under an active parent).
/// Found by `RoutingModelTests.callbacksChangeTheTree`.
@MainActor
@Suite struct AttachWhileResigningTests {
  @Test func aRootAttachedElsewhereFromItsOwnWillResignActiveEndsActive() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let root = ChildRouter()
    root.launchAsRoot()
    root.interactor.onWillResignActive = { [weak parent, weak root] in
      guard let parent, let root else { return }
      parent.attachChild(root)
    }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { root.interactor.deactivate() }

    #expect(root.parent === parent)
    #expect(root.interactor.isActive)
    #expect(root.interactor.willResignActiveCount == 1)
    #expect(root.interactor.didBecomeActiveCount == 2)
    #expect(diagnostics.kinds.isEmpty)
    root.interactor.onWillResignActive = nil
  }

  @Test func aChildOfAReleasedRouterAttachedElsewhereWhileItResignsEndsActive() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    var released: ParentRouter? = ParentRouter()
    released?.launchAsRoot()
    let child = ChildRouter()
    let grandchild = GrandchildRouter()
    released?.attachChild(child)
    child.attachChild(grandchild)
    child.interactor.onWillResignActive = { [weak parent, weak child] in
      guard let parent, let child else { return }
      parent.attachChild(child)
    }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect {
      LeakDetector.withInstance(LeakDetector(scheduler: VirtualLeakDetectionScheduler())) {
        released = nil
      }
    }

    #expect(child.parent === parent)
    #expect(child.interactor.isActive)
    #expect(grandchild.interactor.isActive)
    #expect(diagnostics.kinds.isEmpty)
    child.interactor.onWillResignActive = nil
  }

  @Test func aRouterDetachedAndAttachedElsewhereFromItsOwnWillResignActiveEndsActive() {
    let first = ParentRouter()
    first.launchAsRoot()
    let second = OtherParentRouter()
    second.launchAsRoot()
    let child = ChildRouter()
    first.attachChild(child)
    child.interactor.onWillResignActive = { [weak first, weak second, weak child] in
      guard let first, let second, let child else { return }
      first.detachChild(child)
      second.attachChild(child)
    }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { first.detachChild(child) }

    #expect(first.children.isEmpty)
    #expect(child.parent === second)
    #expect(child.interactor.isActive)
    #expect(diagnostics.kinds.isEmpty)
    child.interactor.onWillResignActive = nil
  }

  @Test func aRouterAttachedUnderAnInactiveParentWhileItResignsStaysInactive() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    parent.interactor.deactivate()
    let root = ChildRouter()
    root.launchAsRoot()
    root.interactor.onWillResignActive = { [weak parent, weak root] in
      guard let parent, let root else { return }
      parent.attachChild(root)
    }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { root.interactor.deactivate() }

    #expect(root.parent === parent)
    #expect(!root.interactor.isActive)
    #expect(diagnostics.kinds == [.attachToInactiveParent])
    root.interactor.onWillResignActive = nil
  }

  @Test func aRouterAttachedFromADisposalBoundToItsDeactivationEndsActive() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let root = ChildRouter()
    root.launchAsRoot()
    Disposables.create { [weak parent, weak root] in
      // Bound disposals run on the main actor, inside `deactivate()`.
      MainActor.assumeIsolated {
        guard let parent, let root else { return }
        parent.attachChild(root)
      }
    }.disposeOnDeactivate(interactor: root.interactor)

    root.interactor.deactivate()

    #expect(root.parent === parent)
    #expect(root.interactor.isActive)
    #expect(root.interactor.willResignActiveCount == 1)
  }

  @Test func aRouterAttachedUnderANeverActivatedParentWhileItResignsEndsActive() {
    // A plain attach under a parent that was never activated activates the child, as
    // upstream's does (router tests with a mock parent); so does this one, once resigned.
    let parent = ParentRouter()
    let root = ChildRouter()
    root.launchAsRoot()
    root.interactor.onWillResignActive = { [weak parent, weak root] in
      guard let parent, let root else { return }
      parent.attachChild(root)
    }

    root.interactor.deactivate()

    #expect(root.parent === parent)
    #expect(root.interactor.isActive)
    root.interactor.onWillResignActive = nil
  }

  @Test func anObserverThatReactivatesLeavesNoPendingActivationForALaterDetach() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let root = ChildRouter()
    root.launchAsRoot()
    root.interactor.onWillResignActive = { [weak parent, weak root] in
      guard let parent, let root else { return }
      root.interactor.onWillResignActive = nil
      parent.attachChild(root)
    }
    var reactivated = false
    let subscription = root.interactor.isActiveStream.subscribe(onNext: { [weak root] isActive in
      guard !isActive, !reactivated, let root else { return }
      reactivated = true
      root.interactor.activate()
    })
    root.interactor.deactivate()
    subscription.dispose()
    #expect(root.interactor.isActive)

    parent.detachChild(root)

    #expect(root.parent == nil)
    #expect(!root.interactor.isActive)
    #expect(root.interactor.didBecomeActiveCount == 2)
  }
}
