// RxCocoa's `bind` for `Infallible`, beyond the relays of its own element type: observers and
// relays of optionals, closures, and curried binders.
extension InfallibleType {
  /// Sends every event, its value wrapped in an optional, to `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    let optionals = observers.map { observer in
      observer.mapObserver { (element: Element) in element }
    }
    return source.subscribe { event in optionals.forEach { $0.on(event) } }
  }

  /// Sends every value, as an optional, to `relays`.
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil)
  }

  /// Sends every value, as an optional, to `relays`.
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil)
  }

  /// Sends every value, as an optional, to `relays`.
  public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
    source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil)
  }

  /// Calls `onNext` with every value; in main-actor code, on the main actor.
  public func bind(
    onNext: @escaping (Element) -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    source.subscribe(onNext: onNext, isolation: isolation)
  }

  /// Hands this sequence to `binder` and returns what it returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Hands this sequence to `binder`, then `curriedArgument` to what it returns:
  /// `source.bind(to: binder, curriedArgument: x)` is `binder(source)(x)`.
  public func bind<Argument, Result>(
    to binder: (Self) -> (Argument) -> Result, curriedArgument: Argument
  ) -> Result {
    binder(self)(curriedArgument)
  }
}
