extension SharedSequenceConvertibleType {
  /// Maps each value to a shared sequence, ignoring the values that arrive while the last one
  /// is still running; see ``ObservableType/flatMapFirst(_:isolation:)``. The inner sequences
  /// may share differently from this one; the result shares as they do.
  @inlinable
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(
      mainActorSource: asObservable().flatMapFirst({ selector($0).source }, isolation: isolation))
  }

  /// Drops a value whose key equals the previous value's.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) -> Key, isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().distinctUntilChanged(keySelector, isolation: isolation))
  }

  /// Drops a value whose key `comparer` finds equal to the previous value's.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().distinctUntilChanged(
        { comparer(keySelector($0), keySelector($1)) }, isolation: isolation))
  }

  /// Drops the first `count` values.
  @inlinable
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: asObservable().skip(count))
  }
}

extension SharedSequence {
  /// Emits the values of each sequence in turn, each once the previous one has completed.
  /// `sources` is read one sequence at a time, as the previous one completes, as in RxCocoa.
  @inlinable
  public static func concat<Sources: Sequence>(
    _ sources: Sources
  ) -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: Observable.concat(sources.lazy.map(\.source)))
  }

  /// Combines the n-th values of every sequence of `sources` with `resultSelector`.
  @inlinable
  public static func zip<Sources: Collection, Value>(
    _ sources: Sources,
    resultSelector: @escaping ([Value]) -> Element, isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Value> {
    SharedSequence(
      mainActorSource: Observable.zip(
        sources.map(\.source), resultSelector: resultSelector, isolation: isolation))
  }

  /// Combines the latest values of every sequence of `sources` with `resultSelector`.
  @inlinable
  public static func combineLatest<Sources: Collection, Value>(
    _ sources: Sources,
    resultSelector: @escaping ([Value]) -> Element, isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Value> {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        sources.map(\.source), resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits arrays of the n-th values of every sequence of `sources`.
  @inlinable
  public static func zip<Sources: Collection, Value>(
    _ sources: Sources
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == [Value], Sources.Element == SharedSequence<SharingStrategy, Value> {
    zip(sources, resultSelector: { $0 }, isolation: nil)
  }

  /// Emits arrays of the latest values of every sequence of `sources`.
  @inlinable
  public static func combineLatest<Sources: Collection, Value>(
    _ sources: Sources
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == [Value], Sources.Element == SharedSequence<SharingStrategy, Value> {
    combineLatest(sources, resultSelector: { $0 }, isolation: nil)
  }
}
