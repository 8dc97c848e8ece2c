extension ObservableType {
  /// Pairs each value with `object`, held weakly, by `resultSelector`; completes once `object`
  /// has been deallocated (at the next value).
  ///
  /// ```swift
  /// taps.withUnretained(self) { owner, _ in owner.score }
  /// ```
  @inlinable
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) throws -> Result,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Result> {
    lift(isolation: isolation) { [weak object] sink in
      { event in
        switch event {
        case .next(let element):
          guard let object else { return sink.on(.completed) }
          do { sink.on(.next(try resultSelector(object, element))) } catch {
            sink.on(.error(error))
          }
        case .error(let error): sink.on(.error(error))
        case .completed: sink.on(.completed)
        }
      }
    }
  }

  /// Pairs each value with `object`, held weakly; completes once `object` has been
  /// deallocated (at the next value).
  ///
  /// ```swift
  /// taps.withUnretained(self)
  ///   .subscribe(onNext: { owner, _ in owner.play() })
  /// ```
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object, resultSelector: { ($0, $1) }, isolation: nil)
  }
}
