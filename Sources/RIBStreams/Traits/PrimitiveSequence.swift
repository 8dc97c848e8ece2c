/// An observable sequence with a shape fixed by `Trait`: ``Single`` (one value or an error),
/// ``Maybe`` (at most one value) or ``Completable`` (no value, only completion or an error).
///
/// Users write the typealiases, as in RxSwift: `Single<Int>`, `Maybe<String>`, `Completable`.
/// Each is built from `create`, the factories (`just`, `error`, …) or `asSingle()`/`asMaybe()`/
/// `asCompletable()` on an ``Observable``, which enforce the shape.
public struct PrimitiveSequence<Trait, Element>: Sendable {
  @usableFromInline let source: Observable<Element>

  /// Wraps a source that already has the trait's shape.
  @inlinable
  init(unchecked source: Observable<Element>) {
    self.source = source
  }
}

/// A type that is a ``PrimitiveSequence``: what generic code over the traits constrains.
public protocol PrimitiveSequenceType {
  /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
  associatedtype Trait
  /// The type of the value.
  associatedtype Element

  /// The sequence itself.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// `self`.
  @inlinable
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The sequence as an ``Observable``.
  @inlinable
  public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequenceType {
  /// A sequence that fails at once with `error`. Declared on the protocol, as in RxSwift, so a
  /// static member of an app's extension of it calls it unqualified.
  public static func error(_ error: any Error) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: .error(error))
  }

  /// A sequence that never emits anything.
  public static func never() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: .never())
  }
}

extension PrimitiveSequence {
  /// Calls `factory` for each subscription and subscribes to what it returns.
  public static func deferred(
    _ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: Observable.deferred { try factory().source })
  }

  /// Delivers the result on `scheduler`; see ``ObservableType/observe(on:)-(SchedulerType)``.
  public func observe(on scheduler: some SchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.observe(on: scheduler))
  }

  /// Delivers the result on `scheduler`, a scheduler stored as an `ImmediateSchedulerType`, as
  /// RxSwift's takes; see ``ObservableType/observe(on:)-(SchedulerType)``.
  @_disfavoredOverload
  public func observe(
    on scheduler: any ImmediateSchedulerType
  ) -> PrimitiveSequence<
    Trait, Element
  > {
    PrimitiveSequence(unchecked: source.observe(on: scheduler))
  }

  /// RxSwift 5's name for ``observe(on:)-(SchedulerType)``.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: some SchedulerType) -> PrimitiveSequence<Trait, Element> {
    observe(on: scheduler)
  }

  /// Continues with the sequence `handler` returns when this one fails.
  public func `catch`(
    _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>,
    isolation: (any Actor)? = #isolation
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.catch({ try handler($0).source }, isolation: isolation))
  }

  /// RxSwift 5's name for ``catch(_:isolation:)``.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>,
    isolation: (any Actor)? = #isolation
  ) -> PrimitiveSequence<Trait, Element> {
    self.catch(handler, isolation: isolation)
  }

  /// Subscribes again each time the sequence fails, for at most `maxAttemptCount`
  /// subscriptions in all.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.retry(maxAttemptCount))
  }

  /// Subscribes again each time the sequence `notificationHandler` makes from the errors
  /// emits a value.
  public func retry<Trigger: ObservableConvertibleType>(
    when notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.retry(when: notificationHandler))
  }

  /// Like `retry(when:)` with `any Error`, with the errors as `Failure`.
  public func retry<Failure: Error, Trigger: ObservableConvertibleType>(
    when notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.retry(when: notificationHandler))
  }

  /// RxSwift 5's name for `retry(when:)` with `any Error`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Trigger: ObservableConvertibleType>(
    _ notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }

  /// Prints the sequence's events; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      unchecked: source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}

extension PrimitiveSequenceType {
  /// The sequence the trait-specific operators build on: they are written on the protocol, as
  /// RxSwift's are, so a user's `extension PrimitiveSequenceType where Trait == SingleTrait` can
  /// call them.
  @inlinable
  var source: Observable<Element> { primitiveSequence.source }
}
