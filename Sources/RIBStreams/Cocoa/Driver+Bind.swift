// RxCocoa's remaining `drive` targets: relays and observers of optionals, replay relays, and a
// curried binder. Each form subscribes once and hands every value to all its targets in turn.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Sends every event, its value wrapped in an optional, to `observers`: a `Driver<Int>`
  /// drives a `Binder<Int?>`.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asSharedSequence().subscribe(
      every: observers.map { observer in observer.mapObserver { (element: Element) in element } })
  }

  /// Sends every value to `relays`.
  public func drive(
    _ relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(accepting: relays.map { $0.accept }, file: file, line: line)
  }

  /// Sends every value, as an optional, to `relays`.
  public func drive(
    _ relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(
      accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
  }

  /// Sends every value, as an optional, to `relays`.
  public func drive(
    _ relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(
      accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
  }

  /// Sends every value, as an optional, to `relays`.
  public func drive(
    _ relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    asSharedSequence().subscribe(
      accepting: relays.map { relay in { relay.accept($0) } }, file: file, line: line)
  }

  /// Hands the driver's sequence to `binder`, then `curriedArgument` to what it returns:
  /// `driver.drive(binder, curriedArgument: x)` is `binder(driver.asObservable())(x)`.
  public func drive<Argument, Result>(
    _ binder: (Observable<Element>) -> (Argument) -> Result, curriedArgument: Argument
  ) -> Result {
    binder(asSharedSequence().source)(curriedArgument)
  }

  /// Subscribes with no handlers, keeping the driver's source running until the subscription
  /// is disposed. Its own overload, as in RxCocoa: `drive()` would otherwise match every
  /// variadic `drive` form with no targets.
  public func drive() -> any Disposable {
    asSharedSequence().source.subscribe(onNext: nil, isolation: nil)
  }
}
