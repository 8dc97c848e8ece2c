extension ObservableType {
  /// Sends every event, its value wrapped in an optional, to `observers`: an
  /// `Observable<Int>` binds to a `Binder<Int?>`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    let optionals = observers.map { observer in
      observer.mapObserver { (element: Element) in element }
    }
    return subscribe { event in optionals.forEach { $0.on(event) } }
  }

  /// Hands this sequence to `binder`, then `curriedArgument` to what it returns:
  /// `source.bind(to: binder, curriedArgument: x)` is `binder(source)(x)`.
  @inlinable
  public func bind<Argument, Result>(
    to binder: (Self) -> (Argument) -> Result, curriedArgument: Argument
  ) -> Result {
    binder(self)(curriedArgument)
  }
}
