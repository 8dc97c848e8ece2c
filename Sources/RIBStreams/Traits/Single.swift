/// The trait of ``Single``: exactly one value, or an error.
public enum SingleTrait {}

/// A sequence of exactly one value, or an error: a request's answer.
///
/// ```swift
/// func score(of player: String) -> Single<Int> {
///   Single.create { single in
///     single(.success(42))
///     return Disposables.create()
///   }
/// }
///
/// score(of: "ann")
///   .subscribe(onSuccess: { print($0) }, onFailure: { print("failed: \($0)") })
///   .disposed(by: bag)
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` delivers: its value, or its error.
public typealias SingleEvent<Element> = Result<Element, any Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The closure `create` hands its body: call it once with `.success(value)` or
  /// `.failure(error)`.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// Creates a `Single` from a closure that calls its observer once and returns what to release
  /// when the subscription ends. Calls after the first are ignored.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> any Disposable
  ) -> Single<Element> {
    Single(
      unchecked: Observable.create { observer in
        subscribe { event in
          switch event {
          case .success(let element):
            observer.on(.next(element))
            observer.on(.completed)
          case .failure(let error):
            observer.on(.error(error))
          }
        }
      })
  }

  /// A `Single` of `element`.
  @inlinable
  public static func just(_ element: Element) -> Single<Element> {
    Single(unchecked: .just(element))
  }

  /// Subscribes `observer` to the result.
  @inlinable
  public func subscribe(
    _ observer: @escaping (SingleEvent<Element>) -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    source.subscribe(
      onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) },
      isolation: isolation)
  }

  /// Subscribes closures to the result. An error without `onFailure` is reported through
  /// Diagnostics, naming this call's file and line.
  ///
  /// The closures run where they were written, as with
  /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``.
  @inlinable
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    source.subscribe(
      onNext: onSuccess, onError: onFailure, onDisposed: onDisposed, isolation: isolation,
      file: file, line: line)
  }

  /// RxSwift 5's spelling of ``subscribe(onSuccess:onFailure:onDisposed:isolation:file:line:)``.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)?,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed, isolation: isolation,
      file: file, line: line)
  }

  /// Subscribes closures that receive `object` with the result, for as long as `object` lives.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, any Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    source.subscribe(
      with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed,
      isolation: isolation, file: file, line: line)
  }

  /// Transforms the value.
  @inlinable
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result, isolation: (any Actor)? = #isolation
  ) -> Single<Result> {
    Single<Result>(unchecked: source.map(transform, isolation: isolation))
  }

  /// Transforms the value; a `nil` result makes an empty ``Maybe``.
  @inlinable
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?, isolation: (any Actor)? = #isolation
  ) -> Maybe<Result> {
    Maybe<Result>(unchecked: source.compactMap(transform, isolation: isolation))
  }

  /// A ``Maybe`` of the value if `predicate` holds for it, else empty.
  @inlinable
  public func filter(
    _ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(unchecked: source.filter(predicate, isolation: isolation))
  }

  /// Continues with the `Single` that `selector` makes from the value.
  @inlinable
  public func flatMap<Result>(
    _ selector: @escaping (Element) throws -> Single<Result>, isolation: (any Actor)? = #isolation
  ) -> Single<Result> {
    Single<Result>(unchecked: source.flatMap({ try selector($0).source }, isolation: isolation))
  }

  /// Continues with the ``Maybe`` that `selector` makes from the value.
  @inlinable
  public func flatMapMaybe<Result>(
    _ selector: @escaping (Element) throws -> Maybe<Result>, isolation: (any Actor)? = #isolation
  ) -> Maybe<Result> {
    Maybe<Result>(unchecked: source.flatMap({ try selector($0).source }, isolation: isolation))
  }

  /// Continues with the ``Completable`` that `selector` makes from the value.
  @inlinable
  public func flatMapCompletable(
    _ selector: @escaping (Element) throws -> Completable, isolation: (any Actor)? = #isolation
  ) -> Completable {
    Completable(unchecked: source.flatMap({ try selector($0).source }, isolation: isolation))
  }

  /// Runs side effects for the result and the subscription's lifecycle, passing everything on.
  ///
  /// `onSuccess`/`onError` run before the result is passed on, `afterSuccess`/`afterError`
  /// after; `onSubscribe` before subscribing, `onSubscribed` after; `onDispose` when the
  /// subscription ends.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: source.sideEffects(
        TraitSideEffects(
          onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
          onCompleted: nil, afterCompleted: nil, onSubscribe: onSubscribe,
          onSubscribed: onSubscribed, onDispose: onDispose),
        isolation: isolation))
  }

  /// Succeeds with `element` when this `Single` fails.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(unchecked: source.catchAndReturn(element))
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
    catchAndReturn(element)
  }

  /// The same result, as a ``Maybe``.
  public func asMaybe() -> Maybe<Element> { Maybe(unchecked: source) }

  /// A ``Completable`` that completes when this `Single` succeeds.
  public func asCompletable() -> Completable {
    Completable(unchecked: source.ignoreElements())
  }

  /// The sequence itself.
  public func asSingle() -> Single<Element> { primitiveSequence }

  /// Pairs the values of `sources`, succeeding with the array once every one has succeeded.
  public static func zip(_ sources: [Single<Element>]) -> Single<[Element]> {
    guard !sources.isEmpty else { return Single<[Element]>.just([]) }
    return Single<[Element]>(unchecked: Observable.zip(sources.map(\.source)))
  }

  /// Pairs the values of `sources` with `resultSelector`.
  public static func zip<Value>(
    _ sources: [Single<Value>], resultSelector: @escaping ([Value]) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    // With no sources, the selector's result for none, as RxSwift's; `zip` would just complete.
    guard !sources.isEmpty else {
      return Single(unchecked: Observable.just([]).map(resultSelector, isolation: isolation))
    }
    return Single(
      unchecked: Observable.zip(
        sources.map(\.source), resultSelector: resultSelector, isolation: isolation))
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the values of two `Single`s with `resultSelector`.
  public static func zip<First, Second>(
    _ first: Single<First>, _ second: Single<Second>,
    resultSelector: @escaping (First, Second) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of two `Single`s.
  public static func zip<First, Second>(
    _ first: Single<First>, _ second: Single<Second>
  ) -> Single<Element> where Element == (First, Second) {
    Single(unchecked: Observable.zip(first.source, second.source))
  }

  /// Combines the values of three `Single`s with `resultSelector`.
  public static func zip<First, Second, Third>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    resultSelector: @escaping (First, Second, Third) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Pairs the values of three `Single`s.
  public static func zip<First, Second, Third>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>
  ) -> Single<Element> where Element == (First, Second, Third) {
    Single(unchecked: Observable.zip(first.source, second.source, third.source))
  }

  /// Pairs the values of four `Single`s.
  public static func zip<First, Second, Third, Fourth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>
  ) -> Single<Element> where Element == (First, Second, Third, Fourth) {
    Single(unchecked: Observable.zip(first.source, second.source, third.source, fourth.source))
  }
}
