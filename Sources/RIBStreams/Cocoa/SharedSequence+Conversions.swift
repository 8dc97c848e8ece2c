// What `Driver` and `Signal` share behind their own names (`asDriver`/`asSignal`,
// `drive`/`emit`), as RxCocoa's `SharedSequence` does: one implementation per conversion and
// per kind of subscriber, for any sharing strategy.

extension ObservableConvertibleType {
  /// This sequence as a shared sequence, sharing as `Strategy` says, that ends with `element`
  /// if it fails. `asDriver(onErrorJustReturn:)` and `asSignal(onErrorJustReturn:)` are this
  /// conversion for each strategy.
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn element: Element
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      nonFailing: asObservable().observedOnMockedSharingScheduler().catchAndReturn(element))
  }

  /// This sequence as a shared sequence, sharing as `Strategy` says, that goes on with
  /// `fallback` if it fails.
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorDriveWith fallback: SharedSequence<Strategy, Element>
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      nonFailing: asObservable().observedOnMockedSharingScheduler().catch(
        { _ in fallback.source }, isolation: nil))
  }

  /// This sequence as a shared sequence, sharing as `Strategy` says, that goes on with what
  /// `recover` makes of its error. `recover` written in main-actor code runs on the main actor.
  public func asSharedSequence<Strategy>(
    sharingStrategy: Strategy.Type = Strategy.self,
    onErrorRecover recover: @escaping (any Error) -> SharedSequence<Strategy, Element>,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<Strategy, Element> {
    SharedSequence(
      nonFailing: asObservable().observedOnMockedSharingScheduler().catch(
        { recover($0).source }, isolation: isolation))
  }
}

extension SharedSequence {
  /// Subscribes `observers`, each getting every event.
  func subscribe<Observer: ObserverType>(
    every observers: [Observer]
  ) -> any Disposable where Observer.Element == Element {
    source.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Subscribes `accept`s (relays'), each getting every value; an unhandled error (which a
  /// shared sequence never has) would be reported at `file` and `line`.
  func subscribe(
    accepting accepts: [(Element) -> Void], file: StaticString, line: UInt
  ) -> any Disposable {
    source.subscribe(
      onNext: { element in accepts.forEach { $0(element) } }, isolation: nil, file: file,
      line: line)
  }
}
