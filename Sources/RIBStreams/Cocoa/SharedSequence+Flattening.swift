extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Emits the values of the most recent inner sequence only; a new inner sequence ends the
  /// previous one. As RxCocoa's, for a `Driver` of `Driver`s:
  ///
  /// ```swift
  /// let results: Driver<[Track]> = query.map { search($0) }.switchLatest()
  /// ```
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(mainActorSource: asObservable().map { $0.asObservable() }.switchLatest())
  }

  /// Emits the values of every inner sequence as they arrive.
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(mainActorSource: asObservable().map { $0.asObservable() }.merge())
  }

  /// Emits the values of the inner sequences as they arrive, at most `maxConcurrent` of them
  /// subscribed at a time; the others wait their turn (see
  /// ``ObservableType/merge(maxConcurrent:)``).
  public func merge(
    maxConcurrent: Int
  ) -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(
      mainActorSource: asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
  }
}
