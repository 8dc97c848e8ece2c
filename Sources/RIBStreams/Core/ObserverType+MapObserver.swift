extension ObserverType {
  /// An observer that transforms each value with `transform` and sends the result to this
  /// observer; a `transform` that throws sends the error instead.
  ///
  /// ```swift
  /// let scores = PublishSubject<Int>()
  /// let texts: AnyObserver<String> = scores.mapObserver { Int($0) ?? 0 }
  /// texts.onNext("12")   // scores gets 12
  /// ```
  public func mapObserver<Result>(
    _ transform: @escaping (Result) throws -> Element
  ) -> AnyObserver<Result> {
    AnyObserver { event in
      switch event {
      case .next(let value):
        do {
          self.on(.next(try transform(value)))
        } catch {
          self.on(.error(error))
        }
      case .error(let error):
        self.on(.error(error))
      case .completed:
        self.on(.completed)
      }
    }
  }
}
