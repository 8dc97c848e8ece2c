// The search interactor's test as RIBs teams write it with RxTest: a TestScheduler injected
// into the interactor, a hand-written presenter mock, events scheduled at virtual times, and
// the presenter's calls recorded by a testable observer. Only the imports differ from the
// RxTest original (`import RxTest`, `import RxSwift`, `@testable import App`), and what XCTest
// in Swift 6 asks of any test of main-actor code: a `nonisolated` test case with `@MainActor`
// `async` test methods (see Tests/Tutorial/Flows/RootRouterTests.swift).

import RIBCore
import RIBStreams
import RIBTesting
import XCTest

nonisolated final class SearchInteractorTests: XCTestCase {

  @MainActor
  func test_typing_searchesOnlyOncePerPause() async {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let presenter = SearchPresentableMock()
    let service = SearchServiceMock(results: ["ri": ["RIBs"], "rib": ["RIBs", "RIBs-iOS"]])
    let interactor = SearchInteractor(
      presenter: presenter, searchService: service, scheduler: scheduler)
    let observer = scheduler.createObserver([String].self)
    presenter.showHandler = { results in observer.onNext(results) }
    interactor.activate()

    scheduler.scheduleAt(100) { interactor.didChangeQuery("r") }
    scheduler.scheduleAt(200) { interactor.didChangeQuery("ri") }
    scheduler.scheduleAt(600) { interactor.didChangeQuery("rib") }
    scheduler.scheduleAt(700) { interactor.didChangeQuery("ri") }
    scheduler.scheduleAt(1100) { interactor.didChangeQuery("rib") }
    scheduler.start()

    XCTAssertEqual(
      observer.events,
      [
        .next(501, ["RIBs"]),
        .next(1401, ["RIBs", "RIBs-iOS"]),
      ])
    XCTAssertEqual(service.queries, ["ri", "rib"])
    interactor.deactivate()
  }

  @MainActor
  func test_slowSearch_showsFailure() async {
    let scheduler = TestScheduler(initialClock: 0)
    let presenter = SearchPresentableMock()
    let never = scheduler.createColdObservable([Recorded<Event<[String]>>]())
    let service = SearchServiceMock(results: [:], fallback: never.asObservable())
    let interactor = SearchInteractor(
      presenter: presenter, searchService: service, scheduler: scheduler)
    interactor.activate()

    scheduler.scheduleAt(10) { interactor.didChangeQuery("rib") }
    scheduler.start()

    XCTAssertEqual(presenter.showSearchFailedCallCount, 1)
    XCTAssertEqual(never.subscriptions, [Subscription(11, 16)])
    XCTAssertEqual(scheduler.clock, 17)
    interactor.deactivate()
  }
}

final class SearchPresentableMock: PresentableMock, SearchPresentable {
  weak var listener: SearchPresentableListener?

  var showCallCount = 0
  var showHandler: (([String]) -> Void)?
  func show(results: [String]) {
    showCallCount += 1
    showHandler?(results)
  }

  var showSearchFailedCallCount = 0
  func showSearchFailed() {
    showSearchFailedCallCount += 1
  }
}

final class SearchServiceMock: SearchServicing {
  private let results: [String: [String]]
  private let fallback: Observable<[String]>
  private(set) var queries: [String] = []

  init(results: [String: [String]], fallback: Observable<[String]> = .just([])) {
    self.results = results
    self.fallback = fallback
  }

  func search(_ query: String) -> Observable<[String]> {
    queries.append(query)
    guard let found = results[query] else { return fallback }
    return .just(found)
  }
}
