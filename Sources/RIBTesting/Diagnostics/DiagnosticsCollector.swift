import RIBCore
import RIBStreams

/// Collects the framework's ``/RIBCore/Diagnostic`` reports so a test can assert on them.
///
/// Scope it to the code under test; reports from other tests running in parallel do not reach
/// it:
///
/// ```swift
/// let diagnostics = DiagnosticsCollector()
/// diagnostics.collect {
///   router.detachChild(stranger)
/// }
/// #expect(diagnostics.kinds == [.detachNonChild])
/// ```
public final class DiagnosticsCollector: DiagnosticsHandler {
  private let reports = CollectedRecords<Diagnostic>()

  /// Creates an empty collector.
  public init() {}

  /// Records `diagnostic`.
  public func handle(_ diagnostic: Diagnostic) {
    reports.append(diagnostic)
  }

  /// Every report collected so far, in order.
  public var diagnostics: [Diagnostic] { reports.all }

  /// The kinds of the reports collected so far, in order.
  public var kinds: [Diagnostic.Kind] { diagnostics.map(\.kind) }

  /// The messages of the reports collected so far, in order.
  public var messages: [String] { diagnostics.map(\.message) }

  /// Forgets every report collected so far.
  public func removeAll() {
    reports.removeAll()
  }

  /// Runs `operation` with this collector receiving the reports made from the current task.
  @discardableResult
  public func collect<R>(_ operation: () throws -> R) rethrows -> R {
    try Diagnostics.withHandler(self, operation: operation)
  }

  /// Runs `operation` with this collector receiving the reports made from the current task.
  @discardableResult
  public func collect<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await Diagnostics.withHandler(self, isolation: isolation, operation: operation)
  }
}
