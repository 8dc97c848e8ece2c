import RIBStreams

/// Ends a subscription with part of a RIB's life: an interactor's activation
/// (``disposeOnDeactivate(interactor:fileID:line:)``), a worker's run
/// (``disposeOnStop(_:fileID:line:)``) or a workflow's run (``disposeWith(workflow:)``).
extension Disposable {
  /// Disposes this subscription when `interactor` deactivates.
  ///
  /// Call it while the interactor is active, typically in `didBecomeActive()`. On an inactive
  /// interactor the subscription is disposed at once (it would otherwise outlive the scope it
  /// was meant for), and the mistake is reported through ``Diagnostics``.
  ///
  /// ```swift
  /// scoreStream.score
  ///   .subscribe(onNext: { [presenter] in presenter.set(score: $0) })
  ///   .disposeOnDeactivate(interactor: self)
  /// ```
  @preconcurrency @MainActor
  @discardableResult
  public func disposeOnDeactivate(
    interactor: Interactor, fileID: String = #fileID, line: Int = #line
  ) -> any Disposable {
    bound(
      by: interactor.bindToActivation, orReport: .disposeOnInactiveInteractor,
      "disposeOnDeactivate(interactor:) on inactive \(ObjectDescription(interactor)):"
        + " the subscription was disposed at once. Subscribe in didBecomeActive().",
      about: interactor, fileID: fileID, line: line)
  }
}
