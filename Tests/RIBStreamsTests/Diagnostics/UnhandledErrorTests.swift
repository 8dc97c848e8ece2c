import RIBStreams
import RIBSupport
import Testing

@Suite struct UnhandledErrorTests {
  @Test func subscribeWithoutOnErrorReportsTheErrorAndTheCallSite() {
    let collector = ReportCollector()
    let line = #line + 2
    collector.collect {
      _ = Observable<Int>.error(TestError("lost")).subscribe(onNext: { _ in })
    }
    let reports = collector.reports
    #expect(reports.count == 1)
    #expect(reports.first?.kind == "unhandledError")
    #expect(reports.first?.line == line)
    #expect(reports.first?.fileID == #fileID)
    #expect(reports.first?.message.contains("TestError(lost)") == true)
  }

  @Test func subscribeWithOnErrorReportsNothing() {
    let collector = ReportCollector()
    collector.collect {
      _ = Observable<Int>.error(TestError()).subscribe(onError: { _ in })
      _ = Observable<Int>.error(TestError()).subscribe { _ in }
    }
    #expect(collector.reports.isEmpty)
  }

  @Test func aSingleWithoutOnFailureAndABindAreReported() {
    let collector = ReportCollector()
    let relay = PublishRelay<Int>()
    collector.collect {
      _ = Single<Int>.error(TestError()).subscribe(onSuccess: { _ in })
      _ = Observable<Int>.error(TestError()).bind(to: relay)
      _ = Observable<Int>.error(TestError()).bind(onNext: { _ in })
      _ = Completable.error(TestError()).subscribe()
    }
    #expect(collector.reports.map(\.kind) == Array(repeating: "unhandledError", count: 4))
  }

  @Test func subscribeWithAnObjectWithoutOnErrorIsReported() {
    final class Owner {}
    let owner = Owner()
    let collector = ReportCollector()
    collector.collect {
      _ = Observable<Int>.error(TestError()).subscribe(with: owner, onNext: { _, _ in })
    }
    #expect(collector.reports.count == 1)
  }
}
