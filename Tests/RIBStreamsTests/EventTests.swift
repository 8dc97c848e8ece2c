import RIBStreams
import Testing

@Suite struct EventTests {
  @Test func accessors() {
    let next = Event<Int>.next(1)
    let error = Event<Int>.error(TestError())
    let completed = Event<Int>.completed
    #expect(next.element == 1)
    #expect(error.element == nil)
    #expect(next.error == nil)
    #expect(error.error as? TestError == TestError())
    #expect(!next.isStopEvent)
    #expect(error.isStopEvent)
    #expect(completed.isStopEvent)
  }

  @Test func mapTransformsValuesAndPassesTerminalEvents() {
    #expect(Event<Int>.next(2).map { $0 * 3 }.element == 6)
    #expect(Event<Int>.completed.map { $0 * 3 }.isStopEvent)
    let failed = Event<Int>.next(2).map { _ -> Int in throw TestError("map") }
    #expect(failed.error as? TestError == TestError("map"))
  }

  @Test func debugDescription() {
    #expect(Event<Int>.next(1).debugDescription == "next(1)")
    #expect(Event<Int>.completed.debugDescription == "completed")
    #expect(Event<Int>.error(TestError("x")).debugDescription == "error(TestError(x))")
  }
}
