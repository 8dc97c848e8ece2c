// Router tests in the shape upstream's own router tests and unit-test template take: XCTest, a
// router whose interactor is a mock nobody activates, and mocks that count calls. Users' router
// tests are written this way, so these pin the behaviour they rely on.

import RIBCore
import RIBStreams
import RIBTesting
import XCTest

nonisolated final class UpstreamStyleRouterTests: XCTestCase {

  @MainActor
  func test_attachChild_activatesAndLoadsTheChildUnderANeverActivatedParent() async {
    let router = Router(interactor: InteractableMock())
    let childInteractable = InteractableMock()
    let child = RoutingMock(interactable: childInteractable)

    router.attachChild(child)

    XCTAssertEqual(router.children.count, 1)
    XCTAssertEqual(childInteractable.activateCallCount, 1)
    XCTAssertEqual(child.loadCallCount, 1)
  }

  @MainActor
  func test_attachChild_toALoadedNeverActivatedParent_activatesTheChildsSubtree() async {
    let router = Router(interactor: InteractableMock())
    let childInteractable = InteractableMock()
    let child = Router(interactor: childInteractable)
    let grandchildInteractable = InteractableMock()
    let grandchild = RoutingMock(interactable: grandchildInteractable)
    child.attachChild(grandchild)
    router.load()

    router.attachChild(child)

    XCTAssertEqual(childInteractable.activateCallCount, 1)
    XCTAssertEqual(grandchildInteractable.activateCallCount, 1)
    XCTAssertEqual(grandchild.loadCallCount, 1)
  }

  @MainActor
  func test_detachChild_deactivatesTheChild() async {
    let router = Router(interactor: InteractableMock())
    let childInteractable = InteractableMock()
    let child = RoutingMock(interactable: childInteractable)
    router.attachChild(child)

    router.detachChild(child)

    XCTAssertEqual(router.children.count, 0)
    XCTAssertEqual(childInteractable.deactivateCallCount, 1)
    XCTAssertFalse(childInteractable.isActive)
  }

  @MainActor
  func test_detachChild_deactivatesTheChildsSubtree() async {
    let router = Router(interactor: InteractableMock())
    let child = Router(interactor: Interactor())
    let grandchildInteractable = InteractableMock()
    let grandchild = RoutingMock(interactable: grandchildInteractable)
    router.load()
    router.attachChild(child)
    child.attachChild(grandchild)

    router.detachChild(child)

    XCTAssertFalse(child.interactable.isActive)
    XCTAssertEqual(grandchildInteractable.deactivateCallCount, 1)
    XCTAssertFalse(grandchildInteractable.isActive)
  }

  @MainActor
  func test_attachChild_underAnActiveParent_activatesOnceAndFollowsTheParent() async {
    let parentInteractor = Interactor()
    let router = Router(interactor: parentInteractor)
    parentInteractor.activate()
    router.load()
    let childInteractable = InteractableMock()
    let child = Router(interactor: childInteractable)

    router.attachChild(child)
    XCTAssertTrue(childInteractable.isActive)

    parentInteractor.deactivate()
    XCTAssertFalse(childInteractable.isActive)

    parentInteractor.activate()
    XCTAssertTrue(childInteractable.isActive)
    XCTAssertEqual(childInteractable.activateCallCount, 2)
    XCTAssertEqual(childInteractable.deactivateCallCount, 1)
  }

  @MainActor
  func test_load_emitsDidLoad_andTheLifecycleCompletesWhenTheRouterGoes() async {
    var router: Router<InteractableMock>? = Router(interactor: InteractableMock())
    var seen: [RouterLifecycle] = []
    var completed = false
    let subscription = router?.lifecycle.subscribe(
      onNext: { seen.append($0) }, onCompleted: { completed = true })
    defer { subscription?.dispose() }

    router?.load()
    XCTAssertEqual(seen, [.didLoad])
    XCTAssertFalse(completed)

    router = nil
    XCTAssertTrue(completed)
  }
}

/// An interactable mock whose activeness stream does not replay, as upstream's generated mocks
/// make it (a `PublishSubject`).
@MainActor
private final class PublishingInteractableMock: Interactable {
  var isActive = false {
    didSet { if isActive != oldValue { isActiveStreamSubject.onNext(isActive) } }
  }
  let isActiveStreamSubject = PublishSubject<Bool>()
  var isActiveStream: Observable<Bool> { isActiveStreamSubject.asObservable() }
  func activate() { isActive = true }
  func deactivate() { isActive = false }
}

nonisolated final class PublishSubjectMockRouterTests: XCTestCase {
  @MainActor
  func test_aParentMockWithAPublishSubjectStream_drivesItsChildrenFromItsFirstChange() async {
    let parentInteractable = PublishingInteractableMock()
    let router = Router(interactor: parentInteractable)
    router.load()
    parentInteractable.activate()
    let childInteractable = InteractableMock()
    router.attachChild(RoutingMock(interactable: childInteractable))
    XCTAssertTrue(childInteractable.isActive)

    parentInteractable.deactivate()

    XCTAssertFalse(childInteractable.isActive)
    XCTAssertEqual(childInteractable.deactivateCallCount, 1)
  }
}
