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
  // Guarded by `lock`. The user's disposable is disposed once; later `dispose()` calls only
  // wait for the lock, which is what serialises deliveries.
  private var isUpstreamReleased = false

  init(_ handler: @escaping EventHandler<Element>) {
    self.handler = handler
  }

  func setUpstream(_ disposable: any Disposable) {
    upstream.setDisposable(disposable)
  }

  func on(_ event: Event<Element>) {
    let finished = lock.withLock { () -> Bool in
      guard let handler else { return false }
      guard event.isStopEvent else {
        handler(event)
        return false
      }
      self.handler = nil
      handler(event)
      return releaseUpstream()
    }
    if finished { lock.disposeWhenUnlocked(upstream) }
  }

  /// Waits for an event being delivered on another thread (taking the lock), then stops.
  func dispose() {
    let release = lock.withLock { () -> Bool in
      handler = nil
      return releaseUpstream()
    }
    if release { lock.disposeWhenUnlocked(upstream) }
  }

  /// Whether this caller is the one to dispose upstream. Call with the lock held.
  private func releaseUpstream() -> Bool {
    defer { isUpstreamReleased = true }
    return !isUpstreamReleased
  }
}

// `handler` is only read or written under `lock`; `upstream` is itself thread-safe.
extension LockedSink: @unchecked Sendable {}
