import RIBCore
import RIBStreams
import RIBTesting
import Testing

@MainActor
@Suite struct RoutingMockTests {
  @Test func attachAndDetachRecordAndKeepChildrenConsistent() {
    let router = RoutingMock(interactable: InteractableMock())
    let first = RoutingMock(interactable: InteractableMock())
    let second = PlainRouter()
    router.attachChild(first)
    router.attachChild(second)
    router.attachChild(first)
    #expect(router.attachChildCallCount == 3)
    #expect(router.children.count == 2)
    #expect(router.children[0] === first && router.children[1] === second)
    #expect(
      router.attachChildArgValues.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(first), ObjectIdentifier(second), ObjectIdentifier(first),
      ])
    router.detachChild(first)
    #expect(router.detachChildCallCount == 1)
    #expect(router.children.count == 1 && router.children[0] === second)
    #expect(router.detachChildArgValues.first === first)
    #expect(router.childrenSetCallCount == 3)
  }

  @Test func theMockDoesNotDriveItsChildren() {
    let router = RoutingMock(interactable: InteractableMock())
    let child = PlainRouter()
    router.attachChild(child)
    #expect(!child.interactor.isActive)
    #expect(child.interactor.log.isEmpty)
  }

  @Test func handlersReplaceTheDefaultBehaviour() {
    let router = RoutingMock(interactable: InteractableMock())
    var attached: [ObjectIdentifier] = []
    router.attachChildHandler = { attached.append(ObjectIdentifier($0)) }
    router.detachChildHandler = { _ in attached.removeAll() }
    router.loadHandler = {}
    let child = PlainRouter()
    router.attachChild(child)
    #expect(attached == [ObjectIdentifier(child)])
    #expect(router.children.isEmpty)
    router.detachChild(child)
    #expect(attached.isEmpty)
    let lifecycle = router.lifecycle.record()
    router.load()
    #expect(router.loadCallCount == 1)
    #expect(lifecycle.values.isEmpty)
    #expect(!router.isLoaded)
  }

  @Test func loadEmitsDidLoadOnceAndReplaysIt() {
    let router = RoutingMock(interactable: InteractableMock())
    router.load()
    router.load()
    #expect(router.loadCallCount == 2)
    #expect(router.isLoaded)
    #expect(router.lifecycle.record().values == [.didLoad])
  }

  @Test func theTestDrivesTheLifecycleAndItCompletesOnDeallocation() {
    var router: RoutingMock? = RoutingMock(interactable: InteractableMock())
    let lifecycle = router!.lifecycle.record()
    router!.lifecycleSubject.onNext(.didLoad)
    #expect(lifecycle.values == [.didLoad])
    router = nil
    #expect(lifecycle.isCompleted)
  }

  @Test func propertiesCountTheirSets() {
    let router = RoutingMock(interactable: InteractableMock())
    router.interactable = InteractableMock(isActive: true)
    router.children = [PlainRouter()]
    router.lifecycleSubject = ReplaySubject.create(bufferSize: 1)
    #expect(router.interactableSetCallCount == 1)
    #expect(router.interactable.isActive)
    #expect(router.childrenSetCallCount == 1)
    #expect(router.lifecycleSubjectSetCallCount == 1)
  }

  @Test func aRealRouterAttachesAndDetachesAMock() {
    let parent = PlainRouter()
    parent.interactable.activate()
    parent.load()
    let child = RoutingMock(interactable: InteractableMock())
    parent.attachChild(child)
    #expect(parent.children.count == 1)
    #expect(child.loadCallCount == 1)
    #expect(child.interactable.isActive)
    parent.detachChild(child)
    #expect(parent.children.isEmpty)
    #expect(!child.interactable.isActive)
  }

  @Test func aViewableMockHasAViewThatCountsItsSets() {
    let view = ViewControllableMock()
    let router = ViewableRoutingMock(interactable: InteractableMock(), viewControllable: view)
    #expect(router.viewControllable === view)
    router.viewControllable = ViewControllableMock()
    #expect(router.viewControllableSetCallCount == 1)
    #expect(router.viewControllable !== view)
    let plain = ViewableRoutingMock(interactable: InteractableMock())
    #expect(plain.viewControllable is ViewControllableMock)
    let root = PlainRouter()
    root.attachChild(plain)
    #expect(root.snapshot().children.first?.hasView == true)
  }

  @Test func aLaunchMockRecordsTheHostAndDoesNothingElse() {
    let router = LaunchRoutingMock(interactable: InteractableMock())
    let host = LaunchHostMock()
    router.launch(from: host)
    #expect(router.launchCallCount == 1)
    #expect(router.launchArgValues.first === host)
    #expect(host.showCallCount == 0)
    #expect(!router.interactable.isActive)
    var launchedOn: (any LaunchHost)?
    router.launchHandler = { launchedOn = $0 }
    router.launch(from: host)
    #expect(launchedOn === host)
    #expect(router.launchCallCount == 2)
  }

  @Test func aLaunchHostMockKeepsTheViewARealLaunchRouterShows() {
    let router = PlainLaunchRouter()
    let host = LaunchHostMock()
    router.launch(from: host)
    #expect(host.showCallCount == 1)
    #expect(host.rootViewControllable === router.viewControllable)
    #expect(host.showArgValues.first === router.viewControllable)
    #expect(router.interactor.isActive)
    var shown = 0
    host.showHandler = { _ in shown += 1 }
    host.show(rootViewControllable: ViewControllableMock())
    #expect(shown == 1)
    #expect(host.rootViewControllable === router.viewControllable)
  }
}
