/// The trait of ``Completable``: completion or an error, no value.
public enum CompletableTrait {}

/// A sequence without values that completes or fails: work whose outcome is all that matters.
///
/// ```swift
/// storage.save(game)             // Completable
///   .andThen(service.upload(game))  // Single<Receipt>
///   .subscribe(onSuccess: { receipt in print(receipt) }, onFailure: { print($0) })
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` delivers.
public enum CompletableEvent {
  /// The error; terminal.
  case error(any Error)
  /// Completion; terminal.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The closure `create` hands its body: call it once.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// Creates a `Completable` from a closure that calls its observer once and returns what to
  /// release when the subscription ends. Calls after the first are ignored.
  @inlinable
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> any Disposable
  ) -> Completable {
    Completable(
      unchecked: Observable.create { observer in
        subscribe { event in
          switch event {
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        }
      })
  }

  /// A `Completable` that completes at once.
  @inlinable
  public static func empty() -> Completable {
    Completable(unchecked: .empty())
  }

  /// Subscribes `observer` to the outcome.
  @inlinable
  public func subscribe(
    _ observer: @escaping (CompletableEvent) -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    source.subscribe(
      onError: { observer(.error($0)) }, onCompleted: { observer(.completed) },
      isolation: isolation)
  }

  /// Subscribes closures to the outcome. An error without `onError` is reported through
  /// Diagnostics, naming this call's file and line.
  @inlinable
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    source.subscribe(
      onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      file: file, line: line)
  }

  /// Subscribes closures that receive `object` with the outcome, for as long as `object` lives.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    source.subscribe(
      with: object, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
      isolation: isolation, file: file, line: line)
  }

  /// Runs side effects for the outcome and the subscription's lifecycle, passing everything
  /// on; see ``PrimitiveSequenceType/do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:isolation:)``.
  public func `do`(
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation
  ) -> Completable {
    Completable(
      unchecked: source.sideEffects(
        TraitSideEffects(
          onNext: nil, afterNext: nil, onError: onError, afterError: afterError,
          onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
          onSubscribed: onSubscribed, onDispose: onDispose),
        isolation: isolation))
  }

  /// Continues with `second` once this `Completable` has completed.
  public func andThen<Value>(_ second: Single<Value>) -> Single<Value> {
    Single(unchecked: source.continued(with: second.source))
  }

  /// Continues with `second` once this `Completable` has completed.
  public func andThen<Value>(_ second: Maybe<Value>) -> Maybe<Value> {
    Maybe(unchecked: source.continued(with: second.source))
  }

  /// Continues with `second` once this `Completable` has completed.
  public func andThen(_ second: Completable) -> Completable {
    Completable(unchecked: source.continued(with: second.source))
  }

  /// Continues with `second` once this `Completable` has completed.
  public func andThen<Value>(_ second: Observable<Value>) -> Observable<Value> {
    source.continued(with: second)
  }

  /// Runs `second` once this `Completable` has completed.
  public func concat(_ second: Completable) -> Completable {
    andThen(second)
  }

  /// Runs every one of `sources` in turn; fails as soon as one fails.
  public static func concat(_ sources: [Completable]) -> Completable {
    Completable(unchecked: Observable.concat(sources.map(\.source)))
  }

  /// Runs every one of `sources` in turn; fails as soon as one fails.
  public static func concat(_ sources: Completable...) -> Completable {
    concat(sources)
  }

  /// Runs every one of `sources` at once; completes when all have, fails as soon as one fails.
  public static func merge(_ sources: [Completable]) -> Completable {
    Completable(unchecked: Observable.merge(sources.map(\.source)))
  }

  /// Runs every one of `sources` at once; see `merge(_:)`.
  public static func merge(_ sources: Completable...) -> Completable {
    merge(sources)
  }

  /// Runs every one of `sources` at once, as `merge(_:)` does.
  public static func zip(_ sources: [Completable]) -> Completable {
    merge(sources)
  }

  /// Runs every one of `sources` at once, as `merge(_:)` does.
  public static func zip(_ sources: Completable...) -> Completable {
    merge(sources)
  }

  /// The sequence itself.
  public func asCompletable() -> Completable { primitiveSequence }
}

extension Observable where Element == Never {
  /// This sequence's completion or error, then `second`'s events.
  func continued<Next>(with second: Observable<Next>) -> Observable<Next> {
    let first = self
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let current = SerialDisposable()
      sink.setUpstream(current)
      let firstSubscription = SingleAssignmentDisposable()
      current.disposable = firstSubscription
      first.subscribeHandler(
        { event in
          switch event {
          case .error(let error): sink.on(.error(error))
          case .completed:
            let next = SingleAssignmentDisposable()
            current.disposable = next
            second.subscribeHandler(sink.on, into: next)
          }
        }, into: firstSubscription)
    })
  }
}
