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
    // The closures are registered upstream, not held by the sink the caller keeps (see
    // `SubscriberClosures`).
    let sink = Sink<Element>(subscriberOnDispose: onDispose, isMainActorObserver: hop != nil)
    let closures = SubscriberClosures(
      sink: sink, onNext: onNext, onError: onError, onCompleted: onCompleted, file: file,
      line: line)
    if let hop {
      subscribeEvents(
        { event in
          if hop.canRunNow { closures.receive(event) } else { hop.enqueue(event, closures.receive) }
        }, into: sink.upstream)
    } else {
      subscribeEvents(closures.receive, into: sink.upstream)
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
  @inlinable
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
  @inlinable
  public func subscribe(
    _ on: @escaping (Event<Element>) -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    guard let hop = MainActorHop.forClosures(writtenIn: isolation) else {
      return subscribe(AnyObserver(eventHandler: on))
    }
    let sink = Sink<Element>(subscriberOnDispose: nil, isMainActorObserver: true)
    let deliver: EventHandler<Element> = { event in sink.deliver(event, to: on) }
    subscribeEvents(
      { event in
        if hop.canRunNow { deliver(event) } else { hop.enqueue(event, deliver) }
      }, into: sink.upstream)
    return sink
  }

  /// Sends every value to `relays`. Terminal events are not forwarded: a relay cannot end. An
  /// error is reported (see ``subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``).
  @inlinable
  public func bind(
    to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }

  /// Sends every value to `relays`. Terminal events are not forwarded: a relay cannot end. An
  /// error is reported (see ``subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``).
  @inlinable
  public func bind(
    to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line
  ) -> any Disposable {
    subscribe(
      onNext: { element in relays.forEach { $0.accept(element) } }, isolation: nil, file: file,
      line: line)
  }

  /// Sends every event to `observers`.
  @inlinable
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

/// What ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:isolation:file:line:)``
/// registers upstream: the subscriber's closures, and its sink.
///
/// The sink, which the subscriber keeps as its `Disposable`, does not hold them: disposing it
/// lets go of the registration upstream, and with it of the closures and what they captured,
/// as in RxSwift, even while the `Disposable` is kept (`self.subscription = ...` with closures
/// that capture `self`). An object, not a closure, so that `receive` is called with it as its
/// context: a closure capturing all of them made each value cost a dozen instructions more
/// (callgrind), and values go straight to `onNext`.
@usableFromInline
final class SubscriberClosures<Element>: @unchecked Sendable {
  @usableFromInline let sink: Sink<Element>
  @usableFromInline let onNext: ((Element) -> Void)?
  @usableFromInline let onError: ((any Error) -> Void)?
  @usableFromInline let onCompleted: (() -> Void)?
  @usableFromInline let file: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    sink: Sink<Element>, onNext: ((Element) -> Void)?, onError: ((any Error) -> Void)?,
    onCompleted: (() -> Void)?, file: StaticString, line: UInt
  ) {
    self.sink = sink
    self.onNext = onNext
    self.onError = onError
    self.onCompleted = onCompleted
    self.file = file
    self.line = line
  }

  /// Delivers `event` to the closures, keeping the grammar (see ``Sink/end(_:)``). As in
  /// RxSwift, `onDisposed` follows `onCompleted` or `onError` at once, before the operators
  /// above let go of their sources.
  @inlinable
  func receive(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if !sink.isStopped { onNext?(element) }
    case .error(let error):
      sink.end {
        if let onError { onError(error) } else { reportUnhandled(error, file: file, line: line) }
        sink.runOnDispose()
      }
    case .completed:
      sink.end {
        onCompleted?()
        sink.runOnDispose()
      }
    }
  }
}
