// RxCocoa offers `withUnretained` on `Signal` only; a `Driver` uses `drive(with:onNext:)`.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Pairs each value with `object`, held weakly, through `resultSelector`; completes once
  /// `object` is gone. See ``ObservableType/withUnretained(_:resultSelector:isolation:)``.
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Result,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(
      mainActorSource: asSharedSequence().source.withUnretained(
        object, resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs each value with `object`, held weakly; completes once `object` is gone.
  public func withUnretained<Object: AnyObject>(
    _ object: Object
  ) -> SharedSequence<SharingStrategy, (Object, Element)> {
    withUnretained(object, resultSelector: { ($0, $1) }, isolation: nil)
  }
}
