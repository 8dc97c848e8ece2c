/// A ``PublishSubject`` that cannot terminate: it only accepts values.
///
/// Relays model streams of UI or state events, where an error or completion would be a bug.
///
/// ```swift
/// let logins = PublishRelay<String>()
/// _ = logins.subscribe(onNext: { print("hello, \($0)") })
/// logins.accept("alice")  // prints "hello, alice"
/// ```
public final class PublishRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject = PublishSubject<Element>()

  /// Creates a relay with no observers.
  public init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { subject.hasObservers }

  /// Delivers `event` to the current observers.
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
