import RIBStreams

extension Disposable {
  /// Hands this subscription to a part of a RIB's life with `bind` (an interactor's
  /// activation, a worker's run), which says whether it took it. When it did not, the scope is
  /// not running: the subscription is disposed at once, as it would otherwise outlive the
  /// scope it was meant for, and the call is reported as `kind`, naming `subject`.
  ///
  /// The one path behind `disposeOnDeactivate(interactor:)` and `disposeOnStop(_:)`.
  @preconcurrency @MainActor
  func bound(
    by bind: (any Disposable) -> Bool, orReport kind: Diagnostic.Kind, _ message: String,
    about subject: AnyObject, fileID: String, line: Int
  ) -> any Disposable {
    if !bind(self) {
      dispose()
      Diagnostics.report(
        Diagnostic(
          kind: kind, message: message, subjects: [ObjectDescription(subject)], fileID: fileID,
          line: line))
    }
    return self
  }
}
