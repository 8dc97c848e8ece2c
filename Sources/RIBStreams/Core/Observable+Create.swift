extension ObservableType {
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
  ///
  /// `@inlinable`, so that each subscription's event path is specialised where it is used.
  @inlinable
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Producer { handler in
      let sink = CreateSink(handler)
      sink.setUpstream(subscribe(AnyObserver(eventHandler: sink.on)))
      return sink
    }
  }
}

/// A sink for sources that may emit from any thread: a ``Serializer`` delivers their events
/// one at a time without making an emitting thread wait for the subscriber, drops what comes
/// after a terminal event, and on disposal waits for the one callback in flight.
@usableFromInline
final class CreateSink<Element>: Disposable {
  @usableFromInline let serializer: Serializer<Event<Element>>
  @usableFromInline let upstream: SingleAssignmentDisposable

  @inlinable
  init(_ handler: @escaping EventHandler<Element>) {
    let upstream = SingleAssignmentDisposable()
    self.upstream = upstream
    serializer = Serializer { event in
      handler(event)
      guard event.isStopEvent else { return true }
      upstream.dispose()
      return false
    }
  }

  @inlinable
  func setUpstream(_ disposable: any Disposable) {
    upstream.setDisposable(disposable)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    serializer.send(event)
  }

  /// Stops, waiting for an event being delivered on another thread, then disposes the
  /// user's disposable (once).
  @inlinable
  func dispose() {
    serializer.stop()
    upstream.dispose()
  }
}

// Its parts are thread-safe.
extension CreateSink: @unchecked Sendable {}
