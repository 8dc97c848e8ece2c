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
