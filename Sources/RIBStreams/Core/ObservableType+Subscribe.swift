extension ObservableType {
  /// Subscribes closures to the sequence's events. Every closure is optional.
  ///
  /// `onDisposed` runs once, when the subscription ends: after a terminal event, or when the
  /// returned ``Disposable`` is disposed, whichever comes first.
  ///
  /// The closures run where they were written. Written in main-actor code (a main-actor type,
  /// top-level code, a module with default main-actor isolation), they run on the main thread:
  /// at once when the event comes from the main thread, else queued on the main queue, in
  /// order. Written in nonisolated code, they run on the thread that delivers the event or
  /// ends the subscription, as in RxSwift. `isolation` records which; leave it to its default.
  ///
  /// An error that arrives without `onError` is reported through RIBCore's `Diagnostics`
  /// (kind `unhandledError`, naming `file` and `line`), or on standard error without RIBCore;
  /// leave them to their defaults.
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
    onDisposed: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    let hop = MainActorHop.forClosures(writtenIn: isolation)
    var onDispose = onDisposed
    if let hop, let onDisposed {
      onDispose = { hop.run((), { _ in onDisposed() }) }
    }
    // Values go straight to `onNext` (see `Sink.onValueOrEnd(_:)`); the sink's handler takes
    // the terminal events.
    let sink = Sink<Element>(
      { event in
        if case .error(let error) = event {
          if let onError { onError(error) } else { reportUnhandled(error, file: file, line: line) }
        } else if case .completed = event {
          onCompleted?()
        }
      },
      onDispose: onDispose,
      isMainActorObserver: hop != nil,
      onValue: onNext
    )
    if let hop {
      subscribeEvents(
        { event in
          if hop.canRunNow {
            sink.onValueOrEnd(event)
          } else {
            hop.enqueue(event, sink.onValueOrEnd)
          }
        }, into: sink.upstream)
    } else {
      subscribeEvents(sink.onValueOrEnd, into: sink.upstream)
    }
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
    onDisposed: ((Object) -> Void)? = nil,
    isolation: (any Actor)? = #isolation,
    file: StaticString = #fileID,
    line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { [weak object] element in
        if let object { onNext?(object, element) }
      },
      onError: { [weak object] error in
        guard let onError else { return reportUnhandled(error, file: file, line: line) }
        if let object { onError(object, error) }
      },
      onCompleted: { [weak object] in
        if let object { onCompleted?(object) }
      },
      onDisposed: { [weak object] in
        if let object { onDisposed?(object) }
      },
      isolation: isolation, file: file, line: line)
  }

  /// Subscribes a closure to every event. Like the closures of
  /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``, `on` runs on the main
  /// thread when it was written in main-actor code.
  public func subscribe(
    _ on: @escaping (Event<Element>) -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    guard let hop = MainActorHop.forClosures(writtenIn: isolation) else {
      return subscribe(AnyObserver(eventHandler: on))
    }
    let sink = Sink<Element>(on, isMainActorObserver: true)
    subscribeEvents(
      { event in
        if hop.canRunNow { sink.on(event) } else { hop.enqueue(event, sink.on) }
      }, into: sink.upstream)
    return sink
  }

  /// Sends every value to `relays`. Terminal events are not forwarded: a relay cannot end. An
  /// error is reported (see ``subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``).
  public func bind(
    to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }

  /// Sends every value to `relays`. Terminal events are not forwarded: a relay cannot end. An
  /// error is reported (see ``subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``).
  public func bind(
    to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }

  /// Sends every event to `observers`.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe { event in observers.forEach { $0.on(event) } }
  }
}

/// Reports an error that reached a subscription without `onError` (see ``UnhandledError``).
@usableFromInline
func reportUnhandled(_ error: any Error, file: StaticString, line: UInt) {
  UnhandledError.report(error, at: "A subscription", file: file, line: line)
}
