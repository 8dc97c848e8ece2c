import RIBStreams
import RIBSupport

/// Runs `body` on the main actor when called on the main thread; otherwise does not run it,
/// reports the call through ``Diagnostics`` and returns `nil`.
///
/// For stream callbacks that the framework delivers on the main thread by construction (a
/// workflow's steps are followed with `observe(on: MainScheduler.instance)`), where
/// `MainActor.assumeIsolated` would stop the process if that ever failed to hold. Callbacks
/// that can legitimately arrive elsewhere (an `isActiveStream` of a hand-written scope) move to
/// the main actor instead; see `Worker.start(_:)` and `Router`.
func ifOnMainActor<Result: Sendable>(
  _ what: @autoclosure () -> String, fileID: String = #fileID, line: Int = #line,
  _ body: @MainActor () throws -> Result
) rethrows -> Result? {
  guard isMainThread() else {
    Diagnostics.report(
      Diagnostic(
        kind: .other,
        message: "\(what()) arrived off the main thread and was dropped; the framework"
          + " delivers it on the main thread, so this is a bug in RIBCore.",
        fileID: fileID, line: line))
    return nil
  }
  return try MainActor.assumeIsolated(body)
}
