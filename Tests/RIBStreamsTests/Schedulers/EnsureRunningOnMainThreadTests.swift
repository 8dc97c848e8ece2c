import RIBStreams
import Testing

@Suite struct EnsureRunningOnMainThreadTests {
  @Test func offTheMainThreadItIsReportedWithTheMessageAndCallSite() async {
    let reports = ReportCollector()
    await Task.detached {
      reports.collect { MainScheduler.ensureRunningOnMainThread(errorMessage: "UI only") }
    }.value
    #expect(reports.reports.map(\.message) == ["UI only"])
    #expect(
      reports.reports.first?.fileID?.hasSuffix("EnsureRunningOnMainThreadTests.swift") == true)
  }

  @MainActor @Test func onTheMainThreadItIsQuiet() {
    let reports = ReportCollector()
    reports.collect { MainScheduler.ensureRunningOnMainThread() }
    #expect(reports.reports.isEmpty)
  }
}
