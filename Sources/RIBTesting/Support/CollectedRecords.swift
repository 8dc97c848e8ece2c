import RIBStreams
import RIBSupport

/// What a collector has collected: records appended from any thread, read in order.
///
/// The storage behind ``DiagnosticsCollector`` and ``TestFailureCollector``, which differ only
/// in what they collect and which handler scope they install.
final class CollectedRecords<Record: Sendable>: Sendable {
  private let records = Locked<[Record]>([])

  func append(_ record: Record) {
    records.withLock { $0.append(record) }
  }

  var all: [Record] { records.withLock { $0 } }

  func removeAll() {
    records.withLock { $0.removeAll() }
  }
}
