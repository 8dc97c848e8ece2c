/// A ``BehaviorSubject`` that cannot terminate: a current value that observers follow.
///
/// New subscribers receive the current value at once, synchronously, inside `subscribe`.
///
/// ```swift
/// let score = BehaviorRelay(value: 0)
/// _ = score.subscribe(onNext: { print("score \($0)") })  // prints "score 0"
/// score.accept(score.value + 1)                         // prints "score 1"
/// ```
public final class BehaviorRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  @inlinable
  public var value: Element {
    // A relay never fails, so `value()` cannot throw here.
    try! subject.value()
  }

  /// Makes `event` the current value and delivers it to the observers.
  @inlinable
  public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes an observer; the returned ``Disposable`` ends the subscription.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an ``Observable``.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
