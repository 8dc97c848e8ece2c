/// A sequence that subscribes to its source only when told to, with ``connect()``, and then
/// feeds every subscriber from that one subscription: RxSwift's protocol of the same name.
///
/// ``ConnectableObservable``, which `publish()`, `replay(_:)` and `multicast(_:)` return,
/// conforms.
public protocol ConnectableObservableType: ObservableType {
  /// Subscribes to the source; disposing the result ends that subscription.
  func connect() -> any Disposable
}

extension ConnectableObservable: ConnectableObservableType {}
