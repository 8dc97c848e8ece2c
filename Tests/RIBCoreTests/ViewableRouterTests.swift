import RIBCore
import Testing

@MainActor
protocol ScreenViewControllable: ViewControllable {
  func present(_ view: any ViewControllable)
}

@MainActor
final class ScreenView: ScreenViewControllable {
  private(set) var presented: [any ViewControllable] = []

  func present(_ view: any ViewControllable) { presented.append(view) }
}

@MainActor
final class ScreenRouter: ViewableRouter<RecordingInteractor, ScreenViewControllable> {}

@MainActor
@Suite struct ViewableRouterTests {
  @Test func exposesItsViewAsViewControllableAndWithItsOwnType() {
    let view = ScreenView()
    let router = ScreenRouter(interactor: RecordingInteractor(), viewController: view)

    #expect(router.viewControllable === view)
    #expect(router.viewController === view)
    router.viewController.present(TestView())
    #expect(view.presented.count == 1)
  }

  @Test func isAViewableRoutingAndAttachesLikeAnyRouter() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let router = TestViewableRouter()

    parent.attachChild(router)

    let viewable = parent.children.first as? any ViewableRouting
    #expect(viewable?.viewControllable === router.viewController)
    #expect(router.interactor.isActive)
    #expect(parent.snapshot().children.map(\.hasView) == [true])
  }

  @Test func aViewlessRouterIsNotViewable() {
    let router: any Routing = TestRouter()

    #expect(!(router is any ViewableRouting))
    #expect(router.snapshot().hasView == false)
  }

  @Test func registersItsViewAndInteractorWithTheLeakDetectorWhenDeallocated() {
    let leaks = QuietLeakDetection()
    weak var weakView: TestView?

    leaks.scope {
      let router = TestViewableRouter()
      weakView = router.viewController
    }
    // The view to be deallocated and to disappear; the interactor to be deallocated.
    #expect(leaks.detector.pendingExpectationCount == 3)
    leaks.advancePastAllDeadlines()

    #expect(weakView == nil)
    #expect(leaks.diagnostics.kinds == [])
  }

  @Test func aViewKeptAliveAfterItsRouterIsReportedAsALeak() {
    let leaks = QuietLeakDetection()
    var kept: TestView?

    leaks.scope {
      let router = TestViewableRouter()
      kept = router.viewController
    }
    leaks.advancePastAllDeadlines()

    // A `TestView` cannot tell whether it is shown, so only the deallocation is reported.
    #expect(leaks.diagnostics.kinds == [.leak])
    #expect(leaks.diagnostics.diagnostics.first?.subjects.map(\.typeName) == ["TestView"])
    #expect(kept != nil)
  }
}
