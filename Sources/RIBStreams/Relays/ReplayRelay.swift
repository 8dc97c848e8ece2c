/// A ``ReplaySubject`` that cannot terminate: it only accepts values, and replays the most
/// recent ones to each new subscriber.
///
/// ```swift
/// let recent = ReplayRelay<String>.create(bufferSize: 2)
/// recent.accept("a"); recent.accept("b"); recent.accept("c")
/// _ = recent.subscribe(onNext: { print($0) })  // prints b, c
/// ```
public final class ReplayRelay<Element>: ObservableType, Sendable {
  @usableFromInline let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// Creates a relay that replays up to `bufferSize` most recent values (none, for a negative
  /// size).
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// Creates a relay that replays every value it ever accepted.
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Buffers `event` and delivers it to the current observers.
  @inlinable
  public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes an observer, which first gets the buffered values; the returned
  /// ``Disposable`` ends the subscription.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an ``Observable``.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
