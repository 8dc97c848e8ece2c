import RIBStreams

/// Stream operators for RIB code: values only while an interactor is active
/// (``confineTo(_:)``), and branches of a workflow (``fork(_:)``).
extension ObservableType {
  /// Lets values through only while `interactorScope` is active.
  ///
  /// Precisely (RIBs' upstream semantics, kept on purpose):
  /// - While active, every value passes through as it arrives.
  /// - While inactive, values are held back; only the most recent one is kept.
  /// - On each activation, the most recent value (if the source has emitted one) is delivered
  ///   at once, even if it was already delivered before the deactivation.
  ///
  /// ```swift
  /// scoreStream.score
  ///   .confineTo(self)
  ///   .subscribe(onNext: { [presenter] in presenter.set(score: $0) })
  ///   .disposed(by: bag)
  /// ```
  @preconcurrency @MainActor
  public func confineTo(_ interactorScope: any InteractorScope) -> Observable<Element> {
    Observable.combineLatest(interactorScope.isActiveStream, self) { isActive, value in
      (isActive, value)
    }
    .filter { isActive, _ in isActive }
    .map { _, value in value }
  }
}
