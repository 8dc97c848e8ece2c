import Dispatch
import RIBTesting
import Testing

@Suite struct TestFailureReporterTests {
  @Test func aScopedCollectorReceivesTheFailureWithItsSourceLocation() {
    let failures = TestFailureCollector()
    let line = #line + 1
    failures.collect { TestFailureReporter.report("first") }
    #expect(failures.messages == ["first"])
    let failure = failures.failures.first
    #expect(failure?.line == line)
    #expect(failure?.fileID == #fileID)
    #expect(failure?.filePath == #filePath)
    #expect(failure?.description == "\(#fileID):\(line): first")
  }

  @Test func withoutACollectorTheFailureIsASwiftTestingIssue() {
    withKnownIssue {
      TestFailureReporter.report("reported to Swift Testing")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["reported to Swift Testing"]
    }
  }

  @Test func theInnermostCollectorWins() {
    let outer = TestFailureCollector()
    let inner = TestFailureCollector()
    outer.collect {
      TestFailureReporter.report("to outer")
      inner.collect { TestFailureReporter.report("to inner") }
      TestFailureReporter.report("to outer again")
    }
    #expect(outer.messages == ["to outer", "to outer again"])
    #expect(inner.messages == ["to inner"])
  }

  @Test func collectionEndsWithTheScope() {
    let failures = TestFailureCollector()
    failures.collect { TestFailureReporter.report("inside") }
    withKnownIssue {
      TestFailureReporter.report("outside")
    }
    #expect(failures.messages == ["inside"])
  }

  @Test func anAsyncScopeCoversItsAwaits() async {
    let failures = TestFailureCollector()
    await failures.collect {
      await Task.yield()
      TestFailureReporter.report("after an await")
      await withTaskGroup(of: Void.self) { group in
        group.addTask { TestFailureReporter.report("in a child task") }
      }
    }
    #expect(failures.messages == ["after an await", "in a child task"])
  }

  @Test func removeAllForgetsTheFailures() {
    let failures = TestFailureCollector()
    failures.collect { TestFailureReporter.report("gone") }
    failures.removeAll()
    #expect(failures.failures.isEmpty)
  }

  @Test func reportsFromManyThreadsAreAllCollected() {
    let failures = TestFailureCollector()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      failures.collect {
        for step in 0..<50 { TestFailureReporter.report("\(index)-\(step)") }
      }
    }
    #expect(Set(failures.messages).count == 400)
  }
}
