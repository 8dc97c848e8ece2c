extension ObservableType {
  /// Subscribes closures to the sequence's events. Every closure is optional.
  ///
  /// `onDisposed` runs once, when the subscription ends: after a terminal event, or when the
  /// returned ``Disposable`` is disposed, whichever comes first.
  ///
  /// ```swift
  /// relay.subscribe(onNext: { value in print(value) })
  ///   .disposed(by: bag)
  /// ```
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let sink = Sink<Element>(
      { event in
        switch event {
        case .next(let element): onNext?(element)
        case .error(let error): onError?(error)
        case .completed: onCompleted?()
        }
      },
      onDispose: onDisposed
    )
    subscribeEvents(sink.on, into: sink.upstream)
    return sink
  }

  /// Subscribes closures that receive `object` with each event, for as long as `object` lives.
  ///
  /// `object` is held weakly, so subscribing does not extend its life; events arriving after
  /// it was deallocated are dropped.
  ///
  /// ```swift
  /// scores.subscribe(with: self, onNext: { owner, score in owner.show(score) })
  /// ```
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, any Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    subscribe(
      onNext: { [weak object] element in
        if let object { onNext?(object, element) }
      },
      onError: { [weak object] error in
        if let object { onError?(object, error) }
      },
      onCompleted: { [weak object] in
        if let object { onCompleted?(object) }
      },
      onDisposed: { [weak object] in
        if let object { onDisposed?(object) }
      })
  }

  /// Subscribes a closure to every event.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    subscribe(AnyObserver(eventHandler: on))
  }

  /// Sends every value to `relays`. Terminal events are not forwarded: a relay cannot end.
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends every value to `relays`. Terminal events are not forwarded: a relay cannot end.
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
  }

  /// Sends every event to `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe { event in observers.forEach { $0.on(event) } }
  }
}
