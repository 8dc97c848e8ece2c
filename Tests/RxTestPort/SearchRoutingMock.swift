// A router mock in the shape Mockolo generates, as RIBs teams keep them: its collaborators are
// parameters with default values that make other mocks. In the Swift 5 language mode such a
// default is evaluated outside the initializer's actor unless the target enables
// `IsolatedDefaultValues` (Swift 6 has it on), which the Swift 5 target here does, as
// Documentation/MigratingFromRIBsiOS.md tells Swift 5 apps to.

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
