import RIBCore
import RIBStreams
import RIBTesting
import Testing

// A viewable router checks that its view disappears whenever its interactor is inactive while
// it is loaded, as upstream RIBs' `ViewableRouter` does, and withdraws the check when the
// interactor activates.

@MainActor
private final class VDScreen: ViewVisibilityReporting {
  var isShown = true
}

private final class VDInteractor: Interactor {}

@MainActor
private final class VDRouter: ViewableRouter<VDInteractor, VDScreen> {}

private final class VDParentInteractor: Interactor {}

@MainActor
private final class VDParentRouter: Router<VDParentInteractor> {}

/// A detector that counts the view checks asked of it, as upstream's tests' mock does.
private final class VDCountingDetector: LeakDetector, @unchecked Sendable {
  var disappearanceRequests = 0

  override func expectViewControllerDisappear(
    viewController: any ViewControllable, inTime time: Double
  ) -> any LeakDetectionHandle {
    disappearanceRequests += 1
    return super.expectViewControllerDisappear(viewController: viewController, inTime: time)
  }
}

@MainActor
@Suite struct ViewableRouterDisappearanceTests {
  let clock = VirtualLeakDetectionScheduler()
  let diagnostics = DiagnosticsCollector()

  private func advance(bySeconds seconds: Double) {
    diagnostics.collect { clock.advance(by: .milliseconds(Int64(seconds * 1000))) }
  }

  /// A viewable child attached to an active parent, both registering with `detector`.
  private func attachedChild(
    registeringWith detector: LeakDetector
  ) -> (VDParentRouter, VDRouter) {
    let (parent, child) = LeakDetector.withInstance(detector) {
      (
        VDParentRouter(interactor: VDParentInteractor()),
        VDRouter(interactor: VDInteractor(), viewController: VDScreen())
      )
    }
    parent.interactor.activate()
    parent.load()
    parent.attachChild(child)
    return (parent, child)
  }

  @Test func loadingWithTheInteractorInactiveAsksForTheCheckOnce() {
    let detector = VDCountingDetector(scheduler: clock)
    let router = LeakDetector.withInstance(detector) {
      VDRouter(interactor: VDInteractor(), viewController: VDScreen())
    }

    router.load()

    #expect(detector.disappearanceRequests == 1)
    #expect(detector.pendingExpectationCount == 1)
  }

  @Test func activatingWithdrawsTheCheck() {
    let detector = LeakDetector(scheduler: clock)
    let router = LeakDetector.withInstance(detector) {
      VDRouter(interactor: VDInteractor(), viewController: VDScreen())
    }
    router.load()

    router.interactor.activate()
    advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)

    #expect(detector.pendingExpectationCount == 0)
    #expect(diagnostics.kinds.isEmpty)
  }

  @Test func aDetachedRouterThatIsKeptIsReportedIfItsViewStaysShown() {
    let detector = LeakDetector(scheduler: clock)
    let (parent, child) = attachedChild(registeringWith: detector)
    #expect(detector.pendingExpectationCount == 0)

    parent.detachChild(child)
    advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)

    #expect(diagnostics.kinds == [.viewDidNotDisappear])
    #expect(diagnostics.messages.first?.contains("VDScreen") == true)
  }

  @Test func aDetachedRouterWhoseViewWasDismissedIsNotReported() {
    let detector = LeakDetector(scheduler: clock)
    let (parent, child) = attachedChild(registeringWith: detector)

    parent.detachChild(child)
    child.viewController.isShown = false
    advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)

    #expect(diagnostics.kinds.isEmpty)
    #expect(detector.pendingExpectationCount == 0)
  }

  @Test func reattachingBeforeTheDeadlineWithdrawsTheCheck() {
    let detector = LeakDetector(scheduler: clock)
    let (parent, child) = attachedChild(registeringWith: detector)
    parent.detachChild(child)

    parent.attachChild(child)
    advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)

    #expect(diagnostics.kinds.isEmpty)
    #expect(detector.pendingExpectationCount == 0)
  }

  @Test func releasingADeactivatedRouterDoesNotCheckItsViewTwice() {
    let detector = VDCountingDetector(scheduler: clock)
    var child: VDRouter? = LeakDetector.withInstance(detector) {
      VDRouter(interactor: VDInteractor(), viewController: VDScreen())
    }
    let parent = LeakDetector.withInstance(detector) {
      VDParentRouter(interactor: VDParentInteractor())
    }
    parent.interactor.activate()
    parent.load()
    parent.attachChild(child!)
    parent.detachChild(child!)
    let view = child!.viewController
    view.isShown = false

    child = nil

    // The view's disappearance (the deactivation's check, still pending), the interactor's and
    // the view's deallocation.
    #expect(detector.disappearanceRequests == 1)
    #expect(detector.pendingExpectationCount == 3)
  }

  @Test func aViewShownAgainAfterTheDeactivationsCheckIsCheckedAtRelease() {
    let detector = LeakDetector(scheduler: clock)
    var parent: VDParentRouter
    var child: VDRouter?
    (parent, child) = attachedChild(registeringWith: detector)
    parent.detachChild(child!)
    let view = child!.viewController
    view.isShown = false
    advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)
    #expect(diagnostics.kinds.isEmpty)

    view.isShown = true
    child = nil
    advance(bySeconds: LeakDefaultExpectationTime.viewDisappear)

    // Shown, so alive: its deallocation is reported too.
    #expect(Set(diagnostics.kinds) == [.leak, .viewDidNotDisappear])
    withExtendedLifetime(parent) {}
  }

  @Test func releasingARouterThatWasNeverDeactivatedStillChecksItsView() {
    let detector = VDCountingDetector(scheduler: clock)
    var router: VDRouter? = LeakDetector.withInstance(detector) {
      VDRouter(interactor: VDInteractor(), viewController: VDScreen())
    }
    router?.interactor.activate()
    router?.load()
    #expect(detector.disappearanceRequests == 0)

    router = nil

    #expect(detector.disappearanceRequests == 1)
  }
}
