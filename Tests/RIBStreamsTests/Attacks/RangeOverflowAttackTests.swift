import RIBStreams
import RIBSupport
import Testing

/// A range that goes past its type's largest value: reported, and ended there, not a trap.
@Suite struct RangeOverflowAttackTests {
  @Test func aRangePastTheLargestValueEndsThereAndIsReported() {
    let reports = ReportCollector()
    var values: [Int8] = []
    var completed = false
    reports.collect {
      _ = Observable<Int8>.range(start: 120, count: 20)
        .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
    }
    #expect(values == Array(120...127))
    #expect(completed)
    #expect(reports.reports.map(\.kind) == ["other"])
  }

  @Test func aRangeEndingOnTheLargestValueIsWholeAndQuiet() {
    let reports = ReportCollector()
    var values: [UInt8] = []
    reports.collect {
      _ = Observable<UInt8>.range(start: 250, count: 6).subscribe(onNext: { values.append($0) })
    }
    #expect(values == Array(250...255))
    #expect(reports.reports.isEmpty)
  }
}
