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
      ReportTrampoline.deliver { handler.handle(report) }
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

  /// Reports a disposal that did not wait for the delivery in flight to the subscription it
  /// ended, because that delivery waits (directly or through other threads' disposals) for the
  /// disposing thread: waiting would never end.
  package static func reportWaitCycle(what: String, subjects: [SupportReport.Subject]) {
    report(
      SupportReport(
        kind: "lockCycle",
        message: "Threads wait for each other: this dispose() was about to wait for \(what),"
          + " running on a thread that waits for this one. It did not wait: nothing more is"
          + " delivered to that subscription, but the delivery in flight may still be running.",
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
