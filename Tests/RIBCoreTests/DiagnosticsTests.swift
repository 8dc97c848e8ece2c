import RIBCore
import RIBTesting
import Testing

private final class Subject {}

@MainActor
@Suite struct DiagnosticsTests {
  @Test func withHandlerScopesAndRestoresNestedHandlers() {
    let outer = DiagnosticsCollector()
    let inner = DiagnosticsCollector()

    Diagnostics.withHandler(outer) {
      Diagnostics.report(Diagnostic(kind: .other, message: "before"))
      Diagnostics.withHandler(inner) {
        Diagnostics.report(Diagnostic(kind: .other, message: "nested"))
      }
      Diagnostics.report(Diagnostic(kind: .other, message: "after"))
    }

    #expect(outer.messages == ["before", "after"])
    #expect(inner.messages == ["nested"])
  }

  @Test func withHandlerReturnsTheOperationsResultAndRethrows() {
    struct Failure: Error {}
    let collector = DiagnosticsCollector()

    let value = Diagnostics.withHandler(collector) { 42 }
    #expect(value == 42)
    #expect(throws: Failure.self) {
      try Diagnostics.withHandler(collector) { throw Failure() }
    }
  }

  @Test func asynchronousWithHandlerScopesAcrossSuspensions() async {
    let collector = DiagnosticsCollector()

    await collector.collect {
      await Task.yield()
      Diagnostics.report(Diagnostic(kind: .other, message: "after a suspension"))
    }

    #expect(collector.messages == ["after a suspension"])
  }

  @Test func setHandlerReplacesTheProcessWideHandlerAndReturnsThePreviousOne() {
    let installed = DiagnosticsCollector()

    let previous = Diagnostics.setHandler(installed)
    // Reported outside any scoped handler: it reaches the process-wide one.
    Diagnostics.report(Diagnostic(kind: .other, message: "unscoped"))
    let replaced = Diagnostics.setHandler(previous)

    #expect((replaced as? DiagnosticsCollector) === installed)
    #expect(installed.messages.contains("unscoped"))
  }

  @Test func aScopedHandlerWinsOverTheProcessWideOne() {
    let installed = DiagnosticsCollector()
    let scoped = DiagnosticsCollector()

    let previous = Diagnostics.setHandler(installed)
    scoped.collect { Diagnostics.report(Diagnostic(kind: .other, message: "scoped")) }
    Diagnostics.setHandler(previous)

    #expect(scoped.messages == ["scoped"])
    #expect(!installed.messages.contains("scoped"))
  }

  @Test func descriptionIsPrefixedKindAndMessage() {
    let diagnostic = Diagnostic(kind: .detachNonChild, message: "X is not a child of Y.")

    #expect(diagnostic.description == "[RIBs] detachNonChild: X is not a child of Y.")
    #expect("\(diagnostic)" == diagnostic.description)
  }

  @Test func recordsWhereItWasMade() {
    let line = #line + 1
    let diagnostic = Diagnostic(kind: .other, message: "here")

    #expect(diagnostic.fileID == #fileID)
    #expect(diagnostic.line == line)
    #expect(diagnostic.subjects.isEmpty)
  }

  @Test func objectDescriptionNamesTheTypeAndIdentityWithoutRetaining() {
    weak var weakSubject: Subject?
    let description: ObjectDescription
    let identifier: ObjectIdentifier

    do {
      let subject = Subject()
      weakSubject = subject
      identifier = ObjectIdentifier(subject)
      description = ObjectDescription(subject)
    }

    #expect(weakSubject == nil)
    #expect(description.typeName == "Subject")
    #expect(description.identifier == identifier)
    #expect(description.description == "Subject")
  }

  @Test func objectDescriptionsOfDifferentObjectsDiffer() {
    let first = Subject()
    let second = Subject()

    #expect(ObjectDescription(first) == ObjectDescription(first))
    #expect(ObjectDescription(first) != ObjectDescription(second))
    #expect(ObjectDescription(RecordingInteractor()).typeName == "RecordingInteractor")
  }

  @Test func collectorKeepsReportsInOrderAndCanForgetThem() {
    let collector = DiagnosticsCollector()
    collector.collect {
      Diagnostics.report(Diagnostic(kind: .leak, message: "one"))
      Diagnostics.report(Diagnostic(kind: .attachToSelf, message: "two"))
    }
    #expect(collector.kinds == [.leak, .attachToSelf])

    collector.removeAll()

    #expect(collector.diagnostics.isEmpty)
  }
}
