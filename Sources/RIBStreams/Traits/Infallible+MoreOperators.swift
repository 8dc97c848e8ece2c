// The Infallible operators of RxSwift 6 beyond Infallible.swift's first set; each wraps the
// observable operator of the same name, which cannot make a sequence that never fails fail.

extension InfallibleType {
  /// Emits a value only once `dueTime` has passed without another; see
  /// ``ObservableType/debounce(_:scheduler:)``.
  public func debounce(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  ) -> Infallible<Element> {
    Infallible(unchecked: source.debounce(dueTime, scheduler: scheduler))
  }

  /// Emits at most one value per `dueTime`; see
  /// ``ObservableType/throttle(_:latest:scheduler:)``.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Infallible<Element> {
    Infallible(unchecked: source.throttle(dueTime, latest: latest, scheduler: scheduler))
  }

  /// Maps each value to an inner sequence, ignoring the values that arrive while one runs.
  public func flatMapFirst<Result>(
    _ selector: @escaping (Element) -> Infallible<Result>, isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(
      unchecked: source.flatMapFirst({ selector($0).source }, isolation: isolation))
  }

  /// Maps each value to an inner sequence and emits their values one inner sequence after the
  /// other.
  public func concatMap<Result>(
    _ selector: @escaping (Element) -> Infallible<Result>, isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(unchecked: source.concatMap({ selector($0).source }, isolation: isolation))
  }

  /// Emits this sequence's values, then, once it has completed, those of `second`.
  public func concat(_ second: Infallible<Element>) -> Infallible<Element> {
    Infallible(unchecked: source.concat(second.source))
  }

  /// Emits the values of each sequence in turn, each once the previous one has completed.
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(unchecked: Observable.concat(sources.map(\.source)))
  }

  /// Emits the values of each sequence in turn; see ``concat(_:)-(Sources)``.
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    concat(sources)
  }

  /// Emits the values of every sequence of `sources` as they arrive.
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(unchecked: Observable.merge(sources.map(\.source)))
  }

  /// Emits the values of every sequence of `sources` as they arrive.
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    merge(sources)
  }

  /// Drops a value whose key equals the previous value's.
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) -> Key, isolation: (any Actor)? = #isolation
  ) -> Infallible<Element> {
    Infallible(unchecked: source.distinctUntilChanged(keySelector, isolation: isolation))
  }

  /// Drops a value that `areEqual` finds equal to the previous one.
  public func distinctUntilChanged(
    _ areEqual: @escaping (Element, Element) -> Bool, isolation: (any Actor)? = #isolation
  ) -> Infallible<Element> {
    Infallible(unchecked: source.distinctUntilChanged(areEqual, isolation: isolation))
  }

  /// Emits the first `count` values, then completes.
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(unchecked: source.take(count))
  }

  /// Emits the values of the first `duration`, timed on `scheduler`, then completes.
  public func take(
    for duration: RxTimeInterval, scheduler: any SchedulerType
  ) -> Infallible<
    Element
  > {
    Infallible(unchecked: source.take(for: duration, scheduler: scheduler))
  }

  /// Combines each value with the latest value of `second`, by `resultSelector`; see
  /// ``ObservableType/withLatestFrom(_:resultSelector:isolation:)``.
  public func withLatestFrom<Second, Result>(
    _ second: Infallible<Second>, resultSelector: @escaping (Element, Second) -> Result,
    isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(
      unchecked: source.withLatestFrom(
        second.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits, for each value, the latest value of `second`.
  public func withLatestFrom<Second>(_ second: Infallible<Second>) -> Infallible<Second> {
    Infallible<Second>(unchecked: source.withLatestFrom(second.source))
  }

  /// Pairs each value with `object`, held weakly; completes once `object` is gone (at the next value). See
  /// ``ObservableType/withUnretained(_:resultSelector:isolation:)``.
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Result,
    isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(
      unchecked: source.withUnretained(object, resultSelector: resultSelector, isolation: isolation)
    )
  }

  /// Pairs each value with `object`, held weakly, as a tuple.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
    Infallible<(Object, Element)>(unchecked: source.withUnretained(object))
  }
}
