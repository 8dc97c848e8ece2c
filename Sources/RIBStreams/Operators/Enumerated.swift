extension ObservableType {
  /// Pairs each value with its position, counted from zero for each subscription, as RxSwift's
  /// `enumerated()`.
  ///
  /// ```swift
  /// taps.enumerated().subscribe(onNext: { index, _ in print("tap \(index)") })
  /// ```
  @inlinable
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    lift { sink in
      var nextIndex = 0
      return { event in
        switch event {
        case .next(let element):
          let index = nextIndex
          nextIndex += 1
          sink.on(.next((index: index, element: element)))
        case .error(let error): sink.on(.error(error))
        case .completed: sink.on(.completed)
        }
      }
    }
  }
}
