/// How a ``SharedSequence`` shares its one subscription among its subscribers.
public protocol SharingStrategyProtocol {
  /// The scheduler the strategy's sequences run their time operators on, as RxCocoa's
  /// requirement; see ``SharingScheduler``.
  static var scheduler: any SchedulerType { get }

  /// `source`, shared as the strategy says.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

extension SharingStrategyProtocol {
  /// A new scheduler from ``SharingScheduler/make``: a ``MainScheduler``, or the scheduler a
  /// test mocked in. ``DriverSharingStrategy`` and ``SignalSharingStrategy`` use it, as in
  /// RxCocoa, and so does a strategy of your own that does not say otherwise.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }
}

/// ``Driver``'s sharing: one subscription, the latest value replayed to each new subscriber.
public enum DriverSharingStrategy: SharingStrategyProtocol {
  /// `source.share(replay: 1, scope: .whileConnected)`.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// ``Signal``'s sharing: one subscription, nothing replayed.
public enum SignalSharingStrategy: SharingStrategyProtocol {
  /// `source.share(scope: .whileConnected)`.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 0, scope: .whileConnected)
  }
}

/// A sequence for UI state, as RxCocoa's: it never fails, delivers on the main actor, and
/// shares one subscription among its subscribers (how, `SharingStrategy` says).
///
/// Built from a sequence that may fail by saying what to do with an error:
/// `asDriver(onErrorJustReturn:)`, `asDriver(onErrorDriveWith:)`, `asDriver(onErrorRecover:)`
/// (and the `asSignal` forms). UIKit is not needed: the values arrive on the main thread,
/// through the same main-actor queue as closures written in main-actor code (so a program that
/// never runs the main queue gets them from `MainActorBacklog.drain()`).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: Sendable {
  @usableFromInline let source: Observable<Element>

  /// Wraps `source`, which never fails, moved to the main actor and shared.
  @inlinable
  init(nonFailing source: Observable<Element>) {
    self.source = SharingStrategy.share(
      source.deliveringOnMainActor(ifWrittenIn: MainActor.shared))
  }

  /// Wraps `source`, which already is on the main actor and never fails, shared.
  @inlinable
  init(mainActorSource source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as it is: ``createUnsafe(source:)``.
  @inlinable
  init(unshared source: Observable<Element>) {
    self.source = source
  }
}

extension SharedSequence: ObservableConvertibleType {
  /// The sequence as an ``Observable``.
  @inlinable
  public func asObservable() -> Observable<Element> { source }
}

extension SharedSequence {
  /// `self`.
  @inlinable
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

  /// A sequence of `element`.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    subscribedOnMockedScheduler(.just(element))
  }

  /// A sequence that completes at once.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    subscribedOnMockedScheduler(.empty())
  }

  /// A sequence that never emits.
  @inlinable
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(nonFailing: .never())
  }

  /// A sequence of `elements`, in order.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    emitting(elements)
  }

  /// Calls `factory` for each subscription.
  @inlinable
  public static func deferred(
    _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: .deferred { factory().source })
  }

  /// Emits the values of every source as they arrive.
  @inlinable
  public static func merge(
    _ sources: [SharedSequence<SharingStrategy, Element>]
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: Observable.merge(sources.map(\.source)))
  }

  /// Emits the values of every source as they arrive.
  @inlinable
  public static func merge(
    _ sources: SharedSequence<SharingStrategy, Element>...
  ) -> SharedSequence<SharingStrategy, Element> {
    merge(sources)
  }

  /// Combines the latest values of two sequences with `resultSelector`.
  @inlinable
  public static func combineLatest<
    First, Second, Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    resultSelector: @escaping (First, Second) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of two sequences.
  @inlinable
  public static func combineLatest<
    First, Second, Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source))
  }

  /// Emits tuples of the latest values of three sequences.
  @inlinable
  public static func combineLatest<
    First, Second, Third, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source))
  }

  /// Pairs the n-th values of two sequences.
  @inlinable
  public static func zip<
    First, Second, Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source))
  }
}

// The instance operators are declared on the protocol, as in RxCocoa, so that a type of your
// own that presents itself as a shared sequence (an activity indicator) has them too.
extension SharedSequenceConvertibleType {
  /// Transforms each value.
  @inlinable
  public func map<Result>(
    _ transform: @escaping (Element) -> Result, isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(
      mainActorSource: asObservable().map(transform, isolation: isolation))
  }

  /// Transforms each value and drops the `nil` results.
  @inlinable
  public func compactMap<Result>(
    _ transform: @escaping (Element) -> Result?, isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence<SharingStrategy, Result>(
      mainActorSource: asObservable().compactMap(transform, isolation: isolation))
  }

  /// Passes on only the values for which `isIncluded` returns `true`.
  @inlinable
  public func filter(
    _ isIncluded: @escaping (Element) -> Bool, isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: asObservable().filter(isIncluded, isolation: isolation))
  }

  /// Drops values equal, by `areEqual`, to the previous one.
  @inlinable
  public func distinctUntilChanged(
    _ areEqual: @escaping (Element, Element) -> Bool, isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().distinctUntilChanged(areEqual, isolation: isolation))
  }

  /// Emits the values of the most recent inner sequence. As in RxCocoa, the inner sequences
  /// may share differently from this one (a `Driver` flat-maps to `Signal`s), and the result
  /// shares as they do.
  @inlinable
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(
      mainActorSource: asObservable().flatMapLatest({ selector($0).source }, isolation: isolation))
  }

  /// Emits the values of every inner sequence. The inner sequences may share differently
  /// from this one; the result shares as they do.
  @inlinable
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(
      mainActorSource: asObservable().flatMap({ selector($0).source }, isolation: isolation))
  }

  /// Emits `elements` first.
  public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: asObservable().startWith(contentsOf: elements))
  }

  /// Emits a running accumulation.
  @inlinable
  public func scan<State>(
    _ seed: State, accumulator: @escaping (State, Element) -> State,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, State> {
    SharedSequence<SharingStrategy, State>(
      mainActorSource: asObservable().scan(seed, accumulator: accumulator, isolation: isolation))
  }

  /// Combines each value with the latest value of `second`.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second,
    resultSelector: @escaping (Element, Second.Element) -> Result,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
    SharedSequence<SharingStrategy, Result>(
      mainActorSource: asObservable().withLatestFrom(
        second.asObservable(), resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits, for each value, the latest value of `second`.
  ///
  /// `second` may share its subscription another way (a ``Driver`` sampled by a ``Signal``,
  /// the usual button-tap pattern); the result keeps this sequence's strategy, as in RxCocoa.
  @inlinable
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(
    _ second: Second
  ) -> SharedSequence<SharingStrategy, Second.Element> {
    SharedSequence<SharingStrategy, Second.Element>(
      mainActorSource: asObservable().withLatestFrom(second.asObservable()))
  }

  /// Runs side effects for each value and the subscription's lifecycle: `onNext` and
  /// `onCompleted` before the event is passed on, `afterNext` and `afterCompleted` after it;
  /// `onSubscribe` before subscribing upstream, `onSubscribed` after; `onDispose` when the
  /// subscription ends. See ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:isolation:)``.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose, isolation: isolation))
  }

  /// Prints the sequence's events; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops values equal to the previous one.
  @inlinable
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: asObservable().distinctUntilChanged())
  }
}
