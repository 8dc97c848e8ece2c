extension Observable {
  /// Creates an observable from a closure that emits to an observer and returns what to release
  /// when the subscription ends.
  ///
  /// The closure runs once per subscription, synchronously, on the thread that subscribes: for
  /// a subscription made in main-actor code, the main thread (operators written in main-actor
  /// code subscribe their inner sequences there too). The observer may be called from any
  /// thread; events are serialised, everything after a terminal event is dropped, and once the
  /// subscription is disposed nothing more reaches the subscriber, even from another thread.
  ///
  /// ```swift
  /// let countdown = Observable<Int>.create { observer in
  ///   for n in (1...3).reversed() { observer.onNext(n) }
  ///   observer.onCompleted()
  ///   return Disposables.create()
  /// }
  /// ```
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Producer { handler in
      let sink = LockedSink(handler)
      sink.setUpstream(subscribe(AnyObserver(eventHandler: sink.on)))
      return sink
    }
  }
}

/// A sink for sources that may emit from any thread: it forwards under a lock, so disposal
/// waits for an in-flight event, and concurrent emissions are serialised. Upstream is disposed
/// outside that lock (see ``DeliveryLock``).
final class LockedSink<Element>: Disposable {
  private let lock = DeliveryLock()
  private let upstream = SingleAssignmentDisposable()
  // Guarded by `lock`.
  private var handler: EventHandler<Element>?

  init(_ handler: @escaping EventHandler<Element>) {
    self.handler = handler
  }

  func setUpstream(_ disposable: any Disposable) {
    upstream.setDisposable(disposable)
  }

  func on(_ event: Event<Element>) {
    let finished = lock.withLock { () -> Bool in
      guard let handler else { return false }
      if event.isStopEvent { self.handler = nil }
      handler(event)
      return event.isStopEvent
    }
    if finished { lock.disposeWhenUnlocked(upstream) }
  }

  func dispose() {
    lock.withLock { handler = nil }
    lock.disposeWhenUnlocked(upstream)
  }
}

// `handler` is only read or written under `lock`; `upstream` is itself thread-safe.
extension LockedSink: @unchecked Sendable {}
