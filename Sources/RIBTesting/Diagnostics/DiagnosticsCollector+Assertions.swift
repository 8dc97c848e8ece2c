import RIBCore

extension DiagnosticsCollector {
  /// The reports of `kind` collected so far, in order.
  public func diagnostics(ofKind kind: Diagnostic.Kind) -> [Diagnostic] {
    diagnostics.filter { $0.kind == kind }
  }

  /// Fails the current test if any report was collected, listing them. Returns whether none
  /// was.
  ///
  /// ```swift
  /// let diagnostics = DiagnosticsCollector()
  /// diagnostics.collect {
  ///   rootRouter.routeToLoggedIn(withPlayer1Name: "a", player2Name: "b")
  /// }
  /// diagnostics.assertNoDiagnostics()  // no misuse on the way
  /// ```
  @discardableResult
  public func assertNoDiagnostics(
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Bool {
    let reports = diagnostics
    guard !reports.isEmpty else { return true }
    TestFailureReporter.report(
      "Expected no diagnostics, but \(reports.count) were reported:\n"
        + reports.map { "  \($0)" }.joined(separator: "\n"),
      fileID: fileID, filePath: filePath, line: line, column: column)
    return false
  }
}
