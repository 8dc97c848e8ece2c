import RIBSupport

/// Reports an error that reached a subscription with no way to handle it, so that no failure
/// ends a stream in silence.
///
/// The report goes to RIBCore's `Diagnostics` (kind `unhandledError`) when the program uses
/// RIBCore, else to standard error, in every build. It names the error and the file and line of
/// the `subscribe`, `bind`, `drive` or `Binder` that received it.
enum UnhandledError {
  static func report(_ error: any Error, at what: String, file: StaticString, line: UInt) {
    let fileID = "\(file)"
    SupportDiagnostics.report(
      SupportReport(
        kind: "unhandledError",
        message: "\(what) at \(fileID):\(line) received an error it has no handler for, and"
          + " its subscription ended: \(error). Handle it with onError (onFailure for a Single),"
          + " or recover upstream with catch or catchAndReturn.",
        fileID: fileID, line: Int(line)))
    if let (handler, callStack) = Hooks.customErrorHandler() { handler(callStack, error) }
  }
}
