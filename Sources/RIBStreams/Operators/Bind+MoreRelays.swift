extension ObservableType {
  /// Sends every value to `relays`. Terminal events are not forwarded: a relay cannot end. An
  /// error is reported, as for the other relays.
  @inlinable
  public func bind(
    to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }

  /// Sends every value, as an optional, to `relays` (RxRelay's form for optional relays).
  @inlinable
  public func bind(
    to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }

  /// Sends every value, as an optional, to `relays` (RxRelay's form for optional relays).
  @inlinable
  public func bind(
    to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }

  /// Sends every value, as an optional, to `relays` (RxRelay's form for optional relays).
  @inlinable
  public func bind(
    to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }
}

extension InfallibleType {
  /// Sends every event to `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    source.subscribe { event in observers.forEach { $0.on(event) } }
  }

  /// Sends every value to `relays`.
  public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
    source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil)
  }
}
