/// Something that receives the events of an observable sequence.
///
/// Subjects and relays' binders are observers; ``AnyObserver`` wraps any of them, or a closure.
public protocol ObserverType {
  /// The type of the values this observer receives.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends a `.next` event.
  @inlinable
  public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends the terminal `.completed` event.
  @inlinable
  public func onCompleted() { on(.completed) }

  /// Sends the terminal `.error` event.
  @inlinable
  public func onError(_ error: any Error) { on(.error(error)) }

  /// Wraps this observer in an ``/RIBStreams/AnyObserver``.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}
