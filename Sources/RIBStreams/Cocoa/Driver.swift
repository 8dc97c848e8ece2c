/// RxCocoa's `Driver`: UI state that never fails, delivered on the main actor, sharing one
/// subscription and replaying the latest value to each new subscriber.
///
/// ```swift
/// let title: Driver<String> = service.title()   // Observable<String>, may fail
///   .asDriver(onErrorJustReturn: "")
/// title.drive(onNext: { presenter.show(title: $0) })
///   .disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
  /// This sequence as a ``Driver``, ending with `element` if it fails.
  @inlinable
  public func asDriver(onErrorJustReturn element: Element) -> Driver<Element> {
    asSharedSequence(onErrorJustReturn: element)
  }

  /// This sequence as a ``Driver``, continuing with `driver` if it fails.
  @inlinable
  public func asDriver(onErrorDriveWith driver: Driver<Element>) -> Driver<Element> {
    asSharedSequence(onErrorDriveWith: driver)
  }

  /// This sequence as a ``Driver``, continuing with the driver `recover` makes from the error
  /// if it fails.
  @inlinable
  public func asDriver(
    onErrorRecover recover: @escaping (any Error) -> Driver<Element>,
    isolation: (any Actor)? = #isolation
  ) -> Driver<Element> {
    asSharedSequence(onErrorRecover: recover, isolation: isolation)
  }
}

// On the protocol, as in RxCocoa: a `Driver` and any type that converts to one drive alike.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// The value as a ``Driver``.
  @inlinable
  public func asDriver() -> Driver<Element> { asSharedSequence() }

  /// Subscribes closures to the values, which arrive on the main actor. A `Driver` cannot fail;
  /// an error reaching it anyway is reported through Diagnostics, naming this call.
  @inlinable
  public func drive(
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
  public func drive<Object: AnyObject>(
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

  /// Sends every event to `observers` (a ``Binder``, a subject).
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asSharedSequence().subscribe(every: observers)
  }

  /// Sends every value to `relays`.
  public func drive(
    _ relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(accepting: relays.map { $0.accept }, file: file, line: line)
  }

  /// Sends every value to `relays`.
  public func drive(
    _ relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(accepting: relays.map { $0.accept }, file: file, line: line)
  }

  /// Hands the driver's sequence to `transformation` and returns what it returns.
  @inlinable
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asSharedSequence().source)
  }
}

extension BehaviorRelay {
  /// The relay as a ``Driver``: its current value, then every new one, on the main actor.
  @inlinable
  public func asDriver() -> Driver<Element> {
    Driver(nonFailing: asObservable().observedOnMockedSharingScheduler())
  }
}
