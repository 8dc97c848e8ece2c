/// The trait of ``Maybe``: at most one value, or an error.
public enum MaybeTrait {}

/// A sequence of at most one value: a value, completion without one, or an error.
///
/// ```swift
/// let cached: Maybe<String> = cache.isEmpty ? .empty() : .just(cache)
/// cached.subscribe(onSuccess: { print($0) }, onCompleted: { print("nothing cached") })
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a ``Maybe`` delivers.
public enum MaybeEvent<Element> {
  /// The value; terminal.
  case success(Element)
  /// The error; terminal.
  case error(any Error)
  /// Completion without a value; terminal.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The closure `create` hands its body: call it once.
  public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

  /// Creates a `Maybe` from a closure that calls its observer once and returns what to release
  /// when the subscription ends. Calls after the first are ignored.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> any Disposable
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.create { observer in
        subscribe { event in
          switch event {
          case .success(let element):
            observer.on(.next(element))
            observer.on(.completed)
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        }
      })
  }

  /// A `Maybe` of `element`.
  @inlinable
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(unchecked: .just(element))
  }

  /// A `Maybe` that completes without a value.
  @inlinable
  public static func empty() -> Maybe<Element> {
    Maybe(unchecked: .empty())
  }

  /// Subscribes `observer` to the result.
  public func subscribe(
    _ observer: @escaping (MaybeEvent<Element>) -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    // A value is delivered at once and its completion then ignored; a `Maybe` without one
    // delivers `.completed`.
    let delivered = LatestValue<Bool>()
    return source.subscribe(
      onNext: { element in
        delivered.value = true
        observer(.success(element))
      },
      onError: { observer(.error($0)) },
      onCompleted: { if delivered.value != true { observer(.completed) } },
      isolation: isolation)
  }

  /// Subscribes closures to the result. An error without `onError` is reported through
  /// Diagnostics, naming this call's file and line. As in RxSwift, `onDisposed` runs right
  /// after `onSuccess`, before the source ends.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    let delivered = LatestValue<Bool>()
    let disposal = OnceFlag()
    return source.subscribe(
      onNext: { element in
        delivered.value = true
        onSuccess?(element)
        if disposal.claim() { onDisposed?() }
      },
      onError: onError,
      onCompleted: { if delivered.value != true { onCompleted?() } },
      onDisposed: onDisposed.map { onDisposed in { if disposal.claim() { onDisposed() } } },
      isolation: isolation, file: file, line: line)
  }

  /// Subscribes closures that receive `object` with the result, for as long as `object` lives.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    let delivered = LatestValue<Bool>()
    let disposal = OnceFlag()
    return source.subscribe(
      with: object,
      onNext: { object, element in
        delivered.value = true
        onSuccess?(object, element)
        if disposal.claim() { onDisposed?(object) }
      },
      onError: onError,
      onCompleted: { object in if delivered.value != true { onCompleted?(object) } },
      onDisposed: onDisposed.map { onDisposed in
        { object in if disposal.claim() { onDisposed(object) } }
      },
      isolation: isolation, file: file, line: line)
  }

  /// Transforms the value.
  @inlinable
  public func map<Result>(
    _ transform: @escaping (Element) throws -> Result, isolation: (any Actor)? = #isolation
  ) -> Maybe<Result> {
    Maybe<Result>(unchecked: source.map(transform, isolation: isolation))
  }

  /// Transforms the value; a `nil` result completes without one.
  @inlinable
  public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?, isolation: (any Actor)? = #isolation
  ) -> Maybe<Result> {
    Maybe<Result>(unchecked: source.compactMap(transform, isolation: isolation))
  }

  /// Keeps the value only if `predicate` holds for it.
  @inlinable
  public func filter(
    _ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(unchecked: source.filter(predicate, isolation: isolation))
  }

  /// Continues with the `Maybe` that `selector` makes from the value.
  @inlinable
  public func flatMap<Result>(
    _ selector: @escaping (Element) throws -> Maybe<Result>, isolation: (any Actor)? = #isolation
  ) -> Maybe<Result> {
    Maybe<Result>(unchecked: source.flatMap({ try selector($0).source }, isolation: isolation))
  }

  /// Runs side effects for the result and the subscription's lifecycle, passing everything on;
  /// see ``PrimitiveSequenceType/do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:isolation:)``.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: source.sideEffects(
        TraitSideEffects(
          onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
          onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
          onSubscribed: onSubscribed, onDispose: onDispose),
        isolation: isolation))
  }

  /// Succeeds with `element` when this `Maybe` fails.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(unchecked: source.catchAndReturn(element))
  }

  /// RxSwift 5's name for `catchAndReturn(_:)`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
    catchAndReturn(element)
  }

  /// A ``Single`` of the value, or of `default` if this `Maybe` completes without one.
  public func ifEmpty(default: Element) -> Single<Element> {
    ifEmpty(switchTo: Single.just(`default`))
  }

  /// This `Maybe`'s value, or, if it completes without one, `other`'s result.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(unchecked: source.switchIfEmpty(other.source))
  }

  /// This `Maybe`'s value, or, if it completes without one, `other`'s.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(unchecked: source.switchIfEmpty(other.source))
  }

  /// A ``Completable`` that completes when this `Maybe` does.
  public func asCompletable() -> Completable {
    Completable(unchecked: source.ignoreElements())
  }

  /// The sequence itself.
  public func asMaybe() -> Maybe<Element> { primitiveSequence }

  /// Pairs the values of two `Maybe`s with `resultSelector`; completes without a value if
  /// either does.
  public static func zip<First, Second>(
    _ first: Maybe<First>, _ second: Maybe<Second>,
    resultSelector: @escaping (First, Second) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of two `Maybe`s.
  public static func zip<First, Second>(
    _ first: Maybe<First>, _ second: Maybe<Second>
  ) -> Maybe<Element> where Element == (First, Second) {
    Maybe(unchecked: Observable.zip(first.source, second.source))
  }
}

extension ObservableType {
  /// This sequence's values, or, if it completes without any, `other`'s.
  func switchIfEmpty(_ other: Observable<Element>) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let current = SerialDisposable()
      sink.setUpstream(current)
      let first = SingleAssignmentDisposable()
      current.disposable = first
      var isEmpty = true
      source.subscribeHandler(
        { event in
          switch event {
          case .next:
            isEmpty = false
            sink.on(event)
          case .error: sink.on(event)
          case .completed:
            guard isEmpty else { return sink.on(event) }
            let next = SingleAssignmentDisposable()
            current.disposable = next
            other.subscribeHandler(sink.on, into: next)
          }
        }, into: first)
    })
  }
}
