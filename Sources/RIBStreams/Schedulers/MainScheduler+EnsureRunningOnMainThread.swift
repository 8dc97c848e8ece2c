import RIBSupport

extension MainScheduler {
  /// Checks that the caller runs on the main thread, as RxSwift's does; where RxSwift traps,
  /// this reports to `Diagnostics`, with `errorMessage` and the call site, and returns.
  ///
  /// ```swift
  /// let label = Binder(view) { view, text in
  ///   MainScheduler.ensureRunningOnMainThread()
  ///   view.text = text
  /// }
  /// ```
  public static func ensureRunningOnMainThread(
    errorMessage: String? = nil, file: StaticString = #fileID, line: UInt = #line
  ) {
    guard !isMainThread() else { return }
    SupportDiagnostics.report(
      SupportReport(
        kind: "other",
        message: errorMessage ?? "Running on a background thread, not on the main thread.",
        fileID: "\(file)", line: Int(line)))
  }
}
