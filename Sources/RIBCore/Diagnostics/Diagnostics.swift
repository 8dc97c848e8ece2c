import RIBStreams
import RIBSupport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Receives the framework's ``Diagnostic`` reports.
public protocol DiagnosticsHandler: Sendable {
  /// Handles one report. Called on the thread that made it; see ``Diagnostics/report(_:)``
  /// for a report made by code the handler calls.
  func handle(_ diagnostic: Diagnostic)
}

/// The one place where the framework reports misuse and leaks.
///
/// By default a report is written to standard error and, in debug builds, stops at an
/// `assertionFailure` so that misuse is noticed during development; but never in a test
/// process (see ``DefaultHandler``), where one test's leak must not crash the others. Replace
/// the handler to log elsewhere or to collect reports:
///
/// ```swift
/// Diagnostics.setHandler(Diagnostics.StandardErrorHandler())  // print, never stop
/// ```
///
/// Tests should not replace the process-wide handler (tests run in parallel); they scope a
/// handler to their own task instead, which RIBTesting's `DiagnosticsCollector` does:
///
/// ```swift
/// Diagnostics.withHandler(collector) {
///   router.detachChild(stranger)  // reported to `collector` only
/// }
/// ```
public enum Diagnostics {
  // Kept in RIBSupport, where RIBStreams reports too (its lock cycles); `nil` until a handler
  // is installed, meaning ``DefaultHandler``.
  private static var handler: ScopedInstance<(any SupportReportHandling)?> {
    SupportDiagnostics.handler
  }

  /// Reports a diagnostic to the handler in force: the one scoped to the current task by
  /// ``withHandler(_:operation:)-(_,()->R)``, else the process-wide one.
  ///
  /// Reported from inside a handler, on its thread, the diagnostic reaches its handler at
  /// once, up to a few handler calls deep; deeper, once the outermost handler call returns. A
  /// handler that reports in turn, however often, cannot run out of stack.
  public static func report(_ diagnostic: Diagnostic) {
    let handler = diagnosticsHandler(handler.current)
    ReportTrampoline.deliver { handler.handle(diagnostic) }
  }

  /// Replaces the process-wide handler and returns the previous one.
  @discardableResult
  public static func setHandler(_ handler: any DiagnosticsHandler) -> any DiagnosticsHandler {
    diagnosticsHandler(Self.handler.install(HandlerRoute(handler: handler)))
  }

  /// Runs `operation` with `handler` receiving every report made from the current task
  /// (including synchronous calls it makes), then restores the previous routing.
  public static func withHandler<R>(
    _ handler: any DiagnosticsHandler, operation: () throws -> R
  ) rethrows -> R {
    try Self.handler.withValue(HandlerRoute(handler: handler), operation: operation)
  }

  /// Like ``withHandler(_:operation:)-(_,()->R)``, for asynchronous work.
  public static func withHandler<R>(
    _ handler: any DiagnosticsHandler,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await Self.handler.withValue(
      HandlerRoute(handler: handler), isolation: isolation, operation: operation)
  }

  /// The handler a route in RIBSupport stands for.
  private static func diagnosticsHandler(
    _ route: (any SupportReportHandling)?
  ) -> any DiagnosticsHandler {
    (route as? HandlerRoute)?.handler ?? DefaultHandler()
  }

  /// Writes each report as one line on standard error.
  public struct StandardErrorHandler: DiagnosticsHandler {
    /// Creates the handler.
    public init() {}

    /// Writes `diagnostic` to standard error.
    public func handle(_ diagnostic: Diagnostic) {
      writeToStandardError("\(diagnostic)\n")
    }
  }

  /// The default: a line on standard error, then `assertionFailure` in debug builds, unless
  /// the process runs tests or the report is of an unhandled error or of an attach under a
  /// parent no longer active, which are only written.
  ///
  /// A test process is recognised without Foundation, from what XCTest and Swift Testing
  /// leave in it: an `.xctest` bundle as the program or an argument (SwiftPM on Linux, Xcode's
  /// `xctest` tool), SwiftPM's `--testing-library` argument, or the environment variables
  /// XCTest sets on Apple platforms (`XCTestConfigurationFilePath`, `XCTestBundlePath`,
  /// `XCTestSessionIdentifier`). There a report is only written: a leak found a second after a
  /// test dropped its RIBs would otherwise stop the whole test run in the middle of another
  /// test. To fail the test that caused it instead, give tests RIBTesting's environment
  /// (`@Test(.ribEnvironment)`, or `withRIBEnvironment {}` in XCTest).
  public struct DefaultHandler: DiagnosticsHandler {
    /// Creates the handler.
    public init() {}

    /// Writes `diagnostic` to standard error; stops a debug build that is not running tests.
    public func handle(_ diagnostic: Diagnostic) {
      guard !TestProcess.isRunningTests else {
        writeToStandardError(
          "\(diagnostic) (a test process: not stopping; use RIBTesting's .ribEnvironment or"
            + " withRIBEnvironment to fail the test that caused it)\n")
        return
      }
      writeToStandardError("\(diagnostic)\n")
      guard !Self.onlyWrittenKinds.contains(diagnostic.kind) else { return }
      assertionFailure(diagnostic.description)
    }

    /// Kinds that are written but never stop a debug build: things that happen in working apps
    /// too, where stopping would be worse than the report. An error no subscriber handles (a
    /// failed request whose `subscribe` has no `onError`), which RxSwift's debug builds only
    /// print; a child attached under a parent that is no longer active, which upstream RIBs
    /// allowed.
    static let onlyWrittenKinds: Set<Diagnostic.Kind> = [.unhandledError, .attachToInactiveParent]
  }
}

/// A ``DiagnosticsHandler`` as RIBSupport keeps it, so that RIBStreams' reports reach it too.
private struct HandlerRoute: SupportReportHandling {
  let handler: any DiagnosticsHandler

  func handle(_ report: SupportReport) {
    handler.handle(Diagnostic(report))
  }
}

private func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      _ = write(2, bytes.baseAddress, bytes.count)
    #else
      print(String(decoding: bytes, as: UTF8.self), terminator: "")
    #endif
  }
}
