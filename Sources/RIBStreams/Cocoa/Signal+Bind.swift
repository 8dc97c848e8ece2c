// RxCocoa's remaining `emit(to:)` targets: relays and observers of optionals, and replay
// relays. Each form subscribes once and hands every value to all its targets in turn.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Sends every event, its value wrapped in an optional, to `observers`: a `Signal<Int>`
  /// emits to a `Binder<Int?>`.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asSharedSequence().subscribe(
      every: observers.map { observer in observer.mapObserver { (element: Element) in element } })
  }

  /// Sends every value to `relays`.
  public func emit(
    to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(accepting: relays.map { $0.accept }, file: file, line: line)
  }

  /// Sends every value, as an optional, to `relays`.
  public func emit(
    to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(
      accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
  }

  /// Sends every value, as an optional, to `relays`.
  public func emit(
    to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(
      accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
  }

  /// Sends every value, as an optional, to `relays`.
  public func emit(
    to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(
      accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
  }

  /// Subscribes with no handlers, keeping the signal's source running until the subscription
  /// is disposed. Its own overload, as in RxCocoa: `emit()` would otherwise match every
  /// variadic `emit` form with no targets.
  public func emit() -> any Disposable {
    asSharedSequence().source.subscribe(onNext: nil, isolation: nil)
  }
}
