import RIBCore
import RIBTesting
import Testing

@MainActor
@Suite struct DiagnosticsCollectorTests {
  @Test func collectsTheFrameworksReportsByKind() {
    let root = PlainRouter()
    let stranger = PlainRouter()
    let diagnostics = DiagnosticsCollector()
    diagnostics.collect {
      root.detachChild(stranger)
      root.attachChild(root)
    }
    #expect(diagnostics.kinds == [.detachNonChild, .attachToSelf])
    #expect(diagnostics.diagnostics(ofKind: .attachToSelf).count == 1)
    #expect(diagnostics.diagnostics(ofKind: .leak).isEmpty)
  }

  @Test func assertNoDiagnosticsPassesWhenNothingWasReported() {
    let diagnostics = DiagnosticsCollector()
    let failures = TestFailureCollector()
    let passed = failures.collect {
      diagnostics.collect {
        let root = PlainRouter()
        root.attachChild(PlainRouter())
      }
      return diagnostics.assertNoDiagnostics()
    }
    #expect(passed)
    #expect(failures.failures.isEmpty)
  }

  @Test func assertNoDiagnosticsListsWhatWasReported() {
    let root = PlainRouter()
    let diagnostics = DiagnosticsCollector()
    diagnostics.collect { root.detachChild(PlainRouter()) }
    let failures = TestFailureCollector()
    let passed = failures.collect { diagnostics.assertNoDiagnostics() }
    #expect(!passed)
    let message = failures.messages.first ?? ""
    #expect(
      message.hasPrefix("Expected no diagnostics, but 1 were reported:\n  [RIBs] detachNonChild:"))
    diagnostics.removeAll()
    #expect(diagnostics.assertNoDiagnostics())
  }
}
