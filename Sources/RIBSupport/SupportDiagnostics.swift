#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where RIBStreams' reports go: RIBCore's `Diagnostics`, when a program uses it.
///
/// RIBStreams cannot import RIBCore, so RIBCore keeps its handler here, as a
/// ``SupportReportHandling``, and RIBStreams reports through it. A program that uses RIBStreams
/// alone gets the report on standard error.
package enum SupportDiagnostics {
  /// The handler in force: the one RIBCore's `Diagnostics` routes to, scoped or installed.
  package static let handler = ScopedInstance<(any SupportReportHandling)?>(nil)

  /// Reports `report` to the handler in force, else writes it to standard error.
  package static func report(_ report: SupportReport) {
    if let handler = handler.current {
      handler.handle(report)
    } else {
      var line = "[RIBs] \(report.kind): \(report.message)\n"
      line.withUTF8 { bytes in
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
          _ = write(2, bytes.baseAddress, bytes.count)
        #else
          print(String(decoding: bytes, as: UTF8.self), terminator: "")
        #endif
      }
    }
  }

  /// Reports a cycle of threads waiting for each other's locks.
  ///
  /// `waitingAnyway`: the thread waits all the same (it must hold the lock to go on), so the
  /// program hangs there; otherwise it went on without waiting.
  package static func reportWaitCycle(
    threadCount: Int?, waitingAnyway: Bool,
    what: String = "a stream's lock", subjects: [SupportReport.Subject] = []
  ) {
    let threads = threadCount.map { $0 == 2 ? "two threads" : "\($0) threads" } ?? "threads"
    let outcome =
      waitingAnyway
      ? "This thread must hold it to go on and waits: unless a dispose() in the cycle gives up"
        + " its wait, the program hangs here. Two threads that deliver events into each other's"
        + " subjects close such a cycle; send from one thread, or move one side with"
        + " observe(on:)."
      : "It did not wait: the delivery in flight on the other thread may still be running."
    report(
      SupportReport(
        kind: "lockCycle",
        message: "\(threads) wait for each other: this one was about to wait for \(what),"
          + " held by a thread that waits for this one. \(outcome)",
        subjects: subjects))
  }
}

/// One report from below RIBCore, which RIBCore turns into a `Diagnostic`.
package struct SupportReport: Sendable {
  /// An object the report names.
  package struct Subject: Sendable {
    /// Its dynamic type name.
    package let typeName: String
    /// Its identity at the time of the report.
    package let identifier: ObjectIdentifier

    /// Describes `object`.
    package init(_ object: AnyObject) {
      typeName = String(describing: type(of: object))
      identifier = ObjectIdentifier(object)
    }
  }

  /// The raw value of the `Diagnostic.Kind` it is.
  package let kind: String
  /// The report's sentence.
  package let message: String
  /// The objects it names.
  package let subjects: [Subject]
  /// The user's call site the report is about, where known.
  package let fileID: String?
  /// The line of `fileID`.
  package let line: Int?

  /// Creates a report.
  package init(
    kind: String, message: String, subjects: [Subject] = [], fileID: String? = nil,
    line: Int? = nil
  ) {
    self.kind = kind
    self.message = message
    self.subjects = subjects
    self.fileID = fileID
    self.line = line
  }
}

/// Receives the reports of ``SupportDiagnostics``.
package protocol SupportReportHandling: Sendable {
  /// Handles one report, on the thread that made it.
  func handle(_ report: SupportReport)
}
