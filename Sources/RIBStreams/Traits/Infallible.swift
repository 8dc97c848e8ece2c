/// A sequence that never fails: values and, at most, completion.
///
/// Built with `create`, the factories, or from a sequence that may fail by saying what to do
/// with an error (`asInfallible(onErrorJustReturn:)` and its relatives); relays convert with
/// `asInfallible()`.
///
/// ```swift
/// let names = service.names().asInfallible(onErrorJustReturn: [])
/// names.subscribe(onNext: { print($0) })
/// ```
public struct Infallible<Element>: Sendable {
  let source: Observable<Element>

  init(unchecked source: Observable<Element>) {
    self.source = source
  }
}

/// What an ``Infallible`` delivers.
public enum InfallibleEvent<Element> {
  /// The next value.
  case next(Element)
  /// Completion; terminal.
  case completed
}

extension Infallible: ObservableConvertibleType {
  /// The sequence as an ``Observable``.
  public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
  /// The closure `create` hands its body.
  public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

  /// Creates an `Infallible` from a closure that emits to its observer and returns what to
  /// release when the subscription ends.
  public static func create(
    subscribe: @escaping (@escaping InfallibleObserver) -> any Disposable
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.create { observer in
        subscribe { event in
          switch event {
          case .next(let element): observer.on(.next(element))
          case .completed: observer.on(.completed)
          }
        }
      })
  }

  /// A sequence of `element`.
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(unchecked: .just(element))
  }

  /// A sequence that completes at once.
  public static func empty() -> Infallible<Element> { Infallible(unchecked: .empty()) }

  /// A sequence that never emits.
  public static func never() -> Infallible<Element> { Infallible(unchecked: .never()) }

  /// A sequence of `elements`, in order.
  public static func of(_ elements: Element...) -> Infallible<Element> {
    Infallible(unchecked: .from(elements))
  }

  /// A sequence of `elements`, in order.
  public static func from<Elements: Sequence>(_ elements: Elements) -> Infallible<Element>
  where Elements.Element == Element {
    Infallible(unchecked: .from(elements))
  }

  /// Calls `factory` for each subscription.
  public static func deferred(
    _ factory: @escaping () -> Infallible<Element>
  ) -> Infallible<
    Element
  > {
    Infallible(unchecked: .deferred { factory().source })
  }

  /// Subscribes closures to the values. The closures run where they were written, as with
  /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    source.subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      file: file, line: line)
  }

  /// Subscribes closures that receive `object` with each value, for as long as `object` lives.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    source.subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
      isolation: isolation, file: file, line: line)
  }

  /// Subscribes `on` to every event.
  public func subscribe(
    _ on: @escaping (Event<Element>) -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    source.subscribe(on, isolation: isolation)
  }

  /// Sends every value to `relays`.
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil)
  }

  /// Sends every value to `relays`.
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil)
  }

  /// Transforms each value.
  public func map<Result>(
    _ transform: @escaping (Element) -> Result, isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(unchecked: source.map(transform, isolation: isolation))
  }

  /// Transforms each value and drops the `nil` results.
  public func compactMap<Result>(
    _ transform: @escaping (Element) -> Result?, isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(unchecked: source.compactMap(transform, isolation: isolation))
  }

  /// Passes on only the values for which `isIncluded` returns `true`.
  public func filter(
    _ isIncluded: @escaping (Element) -> Bool, isolation: (any Actor)? = #isolation
  ) -> Infallible<Element> {
    Infallible(unchecked: source.filter(isIncluded, isolation: isolation))
  }

  /// Emits the values of every inner sequence.
  public func flatMap<Result>(
    _ selector: @escaping (Element) -> Infallible<Result>, isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(unchecked: source.flatMap({ selector($0).source }, isolation: isolation))
  }

  /// Emits the values of the most recent inner sequence.
  public func flatMapLatest<Result>(
    _ selector: @escaping (Element) -> Infallible<Result>, isolation: (any Actor)? = #isolation
  ) -> Infallible<Result> {
    Infallible<Result>(
      unchecked: source.flatMapLatest({ selector($0).source }, isolation: isolation))
  }

  /// Emits `elements` first.
  public func startWith(_ elements: Element...) -> Infallible<Element> {
    Infallible(unchecked: source.startWith(contentsOf: elements))
  }

  /// Emits a running accumulation.
  public func scan<State>(
    _ seed: State, accumulator: @escaping (State, Element) -> State,
    isolation: (any Actor)? = #isolation
  ) -> Infallible<State> {
    Infallible<State>(unchecked: source.scan(seed, accumulator: accumulator, isolation: isolation))
  }

  /// Runs side effects for each value and the subscription's lifecycle.
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation
  ) -> Infallible<Element> {
    Infallible(
      unchecked: source.do(
        onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose,
        isolation: isolation))
  }

  /// Shares one subscription; see ``ObservableType/share(replay:scope:)``.
  public func share(
    replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected
  ) -> Infallible<
    Element
  > {
    Infallible(unchecked: source.share(replay: replay, scope: scope))
  }

  /// Prints the sequence's events; see ``ObservableType/debug(_:trimOutput:file:line:function:)``.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      unchecked: source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// The sequence as a ``Driver``.
  public func asDriver() -> Driver<Element> {
    Driver(nonFailing: source.observedOnMockedSharingScheduler())
  }

  /// The sequence as a ``Signal``.
  public func asSignal() -> Signal<Element> {
    Signal(nonFailing: source.observedOnMockedSharingScheduler())
  }
}

extension Infallible {
  /// `self`.
  public func asInfallible() -> Infallible<Element> { self }
}

extension InfallibleType where Element: Equatable {
  /// Drops values equal to the previous one.
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(unchecked: source.distinctUntilChanged())
  }
}

extension ObservableConvertibleType {
  /// This sequence as an ``Infallible``, ending with `element` if it fails.
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(unchecked: asObservable().catchAndReturn(element))
  }

  /// This sequence as an ``Infallible``, continuing with `infallible` if it fails.
  public func asInfallible(
    onErrorFallbackTo infallible: Infallible<Element>
  ) -> Infallible<
    Element
  > {
    Infallible(unchecked: asObservable().catch({ _ in infallible.source }, isolation: nil))
  }

  /// This sequence as an ``Infallible``, continuing with what `recover` makes from the error.
  public func asInfallible(
    onErrorRecover recover: @escaping (any Error) -> Infallible<Element>,
    isolation: (any Actor)? = #isolation
  ) -> Infallible<Element> {
    Infallible(unchecked: asObservable().catch({ recover($0).source }, isolation: isolation))
  }
}

extension BehaviorRelay {
  /// The relay as an ``Infallible``.
  public func asInfallible() -> Infallible<Element> { Infallible(unchecked: asObservable()) }
}

extension PublishRelay {
  /// The relay as an ``Infallible``.
  public func asInfallible() -> Infallible<Element> { Infallible(unchecked: asObservable()) }
}

extension ReplayRelay {
  /// The relay as an ``Infallible``.
  public func asInfallible() -> Infallible<Element> { Infallible(unchecked: asObservable()) }
}
