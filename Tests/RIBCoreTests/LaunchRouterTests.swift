import RIBCore
import Testing

@MainActor
final class AppRootRouter: LaunchRouter<RecordingInteractor, TestView> {
  var onDidLoad: (() -> Void)?
  let log: EventLog?

  init(log: EventLog? = nil) {
    self.log = log
    super.init(
      interactor: RecordingInteractor(name: "root", log: log), viewController: TestView())
  }

  override func didLoad() {
    super.didLoad()
    log?.record("root.didLoad(isActive: \(interactor.isActive))")
    onDidLoad?()
  }
}

@MainActor
@Suite struct LaunchRouterTests {
  @Test func launchShowsTheRootViewThenActivatesThenLoads() {
    let log = EventLog()
    let host = TestHost(log: log)
    let router = AppRootRouter(log: log)

    router.launch(from: host)

    #expect(
      log.events == [
        "host.show",
        "root.didBecomeActive(isActive: true)",
        "root.didLoad(isActive: true)",
      ])
    #expect(host.shown.count == 1)
    #expect(host.shown.first === router.viewController)
    #expect(router.interactor.isActive)
  }

  @Test func childrenAttachedInDidLoadAreActive() {
    let host = TestHost()
    let router = AppRootRouter()
    let child = ChildRouter()
    router.onDidLoad = { [weak router] in router?.attachChild(child) }

    router.launch(from: host)

    #expect(router.children.first === child)
    #expect(child.interactor.isActive)
    #expect(child.didLoadCount == 1)
  }

  @Test func isALaunchRouting() {
    let router: any LaunchRouting = AppRootRouter()
    let host = TestHost()

    router.launch(from: host)

    #expect(router.interactable.isActive)
    #expect(host.shown.first === router.viewControllable)
  }

  @Test func launchFromWindowIsRIBsEarlierNameForLaunch() {
    let log = EventLog()
    let host = TestHost(log: log)
    let router: any LaunchRouting = AppRootRouter(log: log)

    router.launchFromWindow(host)

    #expect(
      log.events == [
        "host.show",
        "root.didBecomeActive(isActive: true)",
        "root.didLoad(isActive: true)",
      ])
    #expect(host.shown.first === router.viewControllable)
  }
}
