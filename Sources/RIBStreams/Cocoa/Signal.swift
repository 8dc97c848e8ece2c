/// RxCocoa's `Signal`: events for the UI that never fail, delivered on the main actor, sharing
/// one subscription and replaying nothing to a new subscriber.
///
/// ```swift
/// let errors: Signal<String> = failures.asSignal(onErrorJustReturn: "unknown")
/// errors.emit(onNext: { presenter.alert($0) })
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
  /// This sequence as a ``Signal``, ending with `element` if it fails.
  @inlinable
  public func asSignal(onErrorJustReturn element: Element) -> Signal<Element> {
    asSharedSequence(onErrorJustReturn: element)
  }

  /// This sequence as a ``Signal``, continuing with `signal` if it fails.
  @inlinable
  public func asSignal(onErrorSignalWith signal: Signal<Element>) -> Signal<Element> {
    asSharedSequence(onErrorDriveWith: signal)
  }

  /// This sequence as a ``Signal``, continuing with the signal `recover` makes from the error
  /// if it fails.
  @inlinable
  public func asSignal(
    onErrorRecover recover: @escaping (any Error) -> Signal<Element>,
    isolation: (any Actor)? = #isolation
  ) -> Signal<Element> {
    asSharedSequence(onErrorRecover: recover, isolation: isolation)
  }
}

// On the protocol, as in RxCocoa: a `Signal` and any type that converts to one emit alike.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// The value as a ``Signal``.
  @inlinable
  public func asSignal() -> Signal<Element> { asSharedSequence() }

  /// Subscribes closures to the values, which arrive on the main actor. A `Signal` cannot fail;
  /// an error reaching it anyway is reported through Diagnostics, naming this call.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().source.subscribe(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      file: file, line: line)
  }

  /// Subscribes closures that receive `object` with the values, for as long as `object` lives.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().source.subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
      isolation: isolation, file: file, line: line)
  }

  /// Sends every event to `observers`.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asSharedSequence().subscribe(every: observers)
  }

  /// Sends every value to `relays`.
  public func emit(
    to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(accepting: relays.map { $0.accept }, file: file, line: line)
  }

  /// Sends every value to `relays`.
  public func emit(
    to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(accepting: relays.map { $0.accept }, file: file, line: line)
  }
}

extension PublishRelay {
  /// The relay as a ``Signal``: every value accepted from now on, on the main actor.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(nonFailing: asObservable().observedOnMockedSharingScheduler())
  }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
  /// The driver's values as a ``Signal``: without the replay of the latest value.
  @inlinable
  public func asSignal() -> Signal<Element> {
    Signal(mainActorSource: source)
  }
}
