/// The values of one group of ``ObservableType/groupBy(keySelector:)``, with the key they
/// share.
///
/// A group delivers the values that arrive while it is subscribed, as a ``PublishSubject``
/// does: subscribe to it when it is emitted to get all of them.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key every value of the group has.
  public let key: Key

  private let source: Observable<Element>

  /// A group of `source`'s values under `key`.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes an observer; the returned ``Disposable`` ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group as an ``Observable``.
  public func asObservable() -> Observable<Element> { source }
}

extension GroupedObservable: Sendable where Key: Sendable {}
