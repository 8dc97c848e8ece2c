// A router mock in the shape Mockolo generates, as RIBs teams keep them: its collaborators are
// parameters with default values that make other mocks. It compiles in the Swift 5 target with
// no upcoming feature: RIBs' main-actor API is `@preconcurrency`, so the Swift 5 mode lets the
// default values, evaluated outside the initializer's actor, make main-actor mocks.

import RIBCore
import RIBStreams
import RIBTesting
import XCTest

final class SearchRoutingMock: SearchRouting {
  init(
    interactable: Interactable = InteractableMock(),
    viewControllable: ViewControllable = ViewControllableMock(),
    lifecycle: Observable<RouterLifecycle> = PublishSubject<RouterLifecycle>()
  ) {
    self.interactable = interactable
    self.viewControllable = viewControllable
    self.lifecycle = lifecycle
  }

  var interactable: Interactable
  var viewControllable: ViewControllable
  var lifecycle: Observable<RouterLifecycle>
  var children: [Routing] = []

  var loadCallCount = 0
  func load() { loadCallCount += 1 }

  var attachChildCallCount = 0
  func attachChild(_ child: Routing) {
    attachChildCallCount += 1
    children.append(child)
  }

  var detachChildCallCount = 0
  func detachChild(_ child: Routing) {
    detachChildCallCount += 1
    children.removeAll { $0 === child }
  }
}

nonisolated final class SearchRoutingMockTests: XCTestCase {

  @MainActor
  func test_defaultCollaborators_areFreshMocks() async {
    let first = SearchRoutingMock()
    let second = SearchRoutingMock()

    XCTAssertFalse(first.interactable === second.interactable)
    XCTAssertTrue(first.interactable is InteractableMock)
    XCTAssertFalse(first.interactable.isActive)

    let child = RoutingMock(interactable: InteractableMock())
    first.attachChild(child)
    XCTAssertEqual(first.attachChildCallCount, 1)
    XCTAssertTrue(first.children.first === child)
  }
}
