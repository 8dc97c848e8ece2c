extension SharedSequence {
  /// Wraps `source` as it is, as RxCocoa's extension hook does: neither shared nor moved to
  /// the main actor. For a source that already keeps the shared sequence's promises (it never
  /// fails, delivers on the main actor, and is shared as `SharingStrategy` says); closures
  /// subscribed from main-actor code still run on the main actor.
  public static func createUnsafe<Source: ObservableType>(
    source: Source
  ) -> SharedSequence<SharingStrategy, Source.Element> {
    SharedSequence<SharingStrategy, Source.Element>(unshared: source.asObservable())
  }

  /// The sequence as an ``Infallible``: the same values, on the main actor.
  public func asInfallible() -> Infallible<Element> {
    Infallible(unchecked: source)
  }
}
