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
}
