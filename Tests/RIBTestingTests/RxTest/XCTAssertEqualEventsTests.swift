// RxTest's `XCTAssertEqual` overloads, called as a ported RxTest suite calls them: with
// `import XCTest` and the library, and XCTest's own `XCTAssertEqual` in the same file.

import RIBStreams
import RIBTesting
import XCTest

private struct LoadError: Error, Equatable {
  let code: Int
}

final class XCTAssertEqualEventsTests: XCTestCase {
  func testRecordedEventsFromATestSchedulerCompareByTimeAndEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start { source.asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertRecordedElements(
      Array(observer.events.prefix(2)), [1, 2])

    let failures = TestFailureCollector()
    let line = #line + 2
    failures.collect {
      XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(300)])
    }
    XCTAssertEqual(failures.failures.count, 1)
    XCTAssertEqual(failures.failures.first?.line, line)
    XCTAssertTrue(failures.messages.first?.contains("[1]") == true)
  }

  func testOptionalValuesAreCompared() {
    let recorded: [Recorded<Event<Int?>>] = [.next(10, nil), .next(20, 3)]
    XCTAssertEqual(recorded, [.next(10, nil), .next(20, 3)])
    let failures = TestFailureCollector()
    failures.collect { XCTAssertEqual(recorded, [.next(10, 3), .next(20, 3)]) }
    XCTAssertEqual(failures.failures.count, 1)
  }

  func testPlainEventsCompareErrorsByEquality() {
    XCTAssertEqual(
      [Event<Int>.next(1), .error(LoadError(code: 4))], [.next(1), .error(LoadError(code: 4))])
    let failures = TestFailureCollector()
    failures.collect {
      XCTAssertEqual([Event<Int>.error(LoadError(code: 4))], [.error(LoadError(code: 5))])
      XCTAssertEqual([Event<Int>.next(1)], [.next(1), .completed])
    }
    XCTAssertEqual(failures.failures.count, 2)
    XCTAssertTrue(failures.messages.last?.contains("(none)") == true)
  }

  func testTraitEventsAreCompared() {
    XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(1)])
    XCTAssertEqual([MaybeEvent<Int>.completed, .success(2)], [.completed, .success(2)])
    XCTAssertEqual([CompletableEvent.completed], [.completed])
    let failures = TestFailureCollector()
    failures.collect {
      XCTAssertEqual([SingleEvent<Int>.success(1)], [.failure(LoadError(code: 1))])
      XCTAssertEqual([MaybeEvent<Int>.success(1)], [.success(2)])
      XCTAssertEqual([CompletableEvent.completed], [.error(LoadError(code: 1))])
    }
    XCTAssertEqual(failures.failures.count, 3)
  }

  func testRecordedElementsFailOnATerminalEvent() {
    let failures = TestFailureCollector()
    failures.collect {
      XCTAssertRecordedElements([.next(10, 1), .completed(20)], [1])
      XCTAssertRecordedElements([.next(10, 1), .next(20, 2)], [1])
    }
    XCTAssertEqual(failures.failures.count, 2)
    XCTAssertTrue(failures.messages.first?.contains("terminal event") == true)
  }

  func testXCTestsOwnOverloadsStillResolve() {
    // With a message, and with other types, XCTest's `XCTAssertEqual` is the one called.
    XCTAssertEqual(1 + 1, 2, "arithmetic")
    XCTAssertEqual([Event<Int>.next(1)], [.next(1)], "with a message")
    XCTAssertEqual(
      [Recorded.next(1, "a")], [Recorded.next(1, "a")] as [Recorded<Event<String>>], "recorded")
    XCTAssertEqual("a", "a")
  }
}
