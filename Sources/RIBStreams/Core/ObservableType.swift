/// A type that can be turned into an ``Observable``.
public protocol ObservableConvertibleType {
  /// The type of the values of the sequence.
  associatedtype Element

  /// The sequence as an ``Observable``.
  func asObservable() -> Observable<Element>
}

/// A push-based sequence of values that observers subscribe to.
///
/// ``Observable``, the subjects and the relays conform. Every operator (`map`, `filter`, …) is
/// defined on this protocol, so it works on all of them.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes an observer; the returned ``Disposable`` ends the subscription.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element
}

extension ObservableType {
  /// The internal subscription entry point: every operator subscribes through it with a plain
  /// closure, which keeps per-event cost to one indirect call per stage.
  @inlinable
  func subscribeEvents(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    asObservable().subscribeHandler(handler)
  }

  /// Like ``subscribeEvents(_:)``, handing the subscription to `slot` (see
  /// ``Observable/subscribeHandler(_:into:)``).
  @inlinable
  func subscribeEvents(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    asObservable().subscribeHandler(handler, into: slot)
  }
}

extension ObservableType {
  /// The sequence as an ``Observable``: a type of your own that conforms to ``ObservableType``
  /// by implementing `subscribe(_:)` gets this for free, as in RxSwift.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
