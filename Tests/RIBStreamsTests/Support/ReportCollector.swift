import Foundation
import RIBSupport

/// Collects the reports RIBStreams makes while a test runs, scoped to that test's task.
final class ReportCollector: SupportReportHandling, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var collected: [SupportReport] = []

  init() {}

  func handle(_ report: SupportReport) {
    lock.withLock { collected.append(report) }
  }

  var reports: [SupportReport] { lock.withLock { collected } }

  /// Runs `body` with reports routed here.
  func collect<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SupportDiagnostics.handler.withValue(self, operation: body)
  }
}
