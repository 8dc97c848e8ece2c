/// A type that can present itself as a ``SharedSequence``, as in RxCocoa: a ``Driver`` or a
/// ``Signal``, or a type of yours that wraps one (an activity indicator that tracks requests
/// in flight, say).
///
/// A conforming type names its `Element` and `SharingStrategy` and writes
/// ``asSharedSequence()``; it gets `asObservable()`, and `asDriver()`, `drive(…)` or
/// `asSignal()`, `emit(…)` to match its sharing strategy.
///
/// ```swift
/// final class LoadingCount: SharedSequenceConvertibleType {
///   typealias Element = Bool
///   typealias SharingStrategy = DriverSharingStrategy
///   private let count = BehaviorRelay(value: 0)
///   func asSharedSequence() -> Driver<Bool> { count.asDriver().map { $0 > 0 } }
/// }
/// ```
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// How the sequence shares its subscription: ``DriverSharingStrategy`` or
  /// ``SignalSharingStrategy``.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// The value as a ``SharedSequence``.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The shared sequence as an ``Observable``.
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}

extension SharedSequence: SharedSequenceConvertibleType {}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// The value as a ``Driver``.
  public func asDriver() -> Driver<Element> { asSharedSequence() }

  /// Subscribes closures to the values, as a `Driver`'s `drive(onNext:)`
  /// does.
  public func drive(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().drive(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      file: file, line: line)
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
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// The value as a ``Signal``.
  public func asSignal() -> Signal<Element> { asSharedSequence() }

  /// Subscribes closures to the values, as a `Signal`'s `emit(onNext:)`
  /// does.
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().emit(
      onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, isolation: isolation,
      file: file, line: line)
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
