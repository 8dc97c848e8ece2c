import RIBSupport

/// A subject that replays the most recent values to each new subscriber, then delivers live.
///
/// ```swift
/// let log = ReplaySubject<String>.create(bufferSize: 2)
/// log.onNext("a"); log.onNext("b"); log.onNext("c")
/// _ = log.subscribe(onNext: { print($0) })  // prints b, c
/// ```
///
/// A terminal event is replayed after the buffered values.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType {
  // `@usableFromInline`, with `on`, so that events are specialised where they are sent (see
  // `ObserverList`).
  @usableFromInline let observers = ObserverList<Element>()
  // Guarded by `observers.lock`.
  @usableFromInline @exclusivity(unchecked) var buffer: ReplayBuffer<Element>

  private init(bufferSize: Int) {
    buffer = ReplayBuffer(capacity: bufferSize)
  }

  /// Creates a subject that replays up to `bufferSize` most recent values.
  ///
  /// A negative size is treated as zero.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: max(0, bufferSize))
  }

  /// Creates a subject that replays every value it ever received.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: .max)
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { observers.withLock { observers.hasEntries } }

  /// Buffers a value (on `.next`) and delivers the event. Ignored after a terminal event.
  @inlinable
  public func on(_ event: Event<Element>) {
    // A value dropped from the buffer is released after the lock: its deinit is the user's.
    var dropped: Element?
    let pass = observers.withLock { () -> ObserverList<Element>.Pass? in
      guard !observers.isTerminated else { return nil }
      if case .next(let element) = event {
        dropped = buffer.append(element)
      }
      return observers.take(event)
    }
    _ = dropped
    if let pass { observers.drain(event, pass) }
  }

  deinit { observers.ownerDidDeinit() }

  @inlinable
  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    // The buffer is replayed outside the lock; events sent meanwhile wait for it.
    let (entry, replayed) = observers.withLock {
      () -> (ObserverListSubscription<Element>?, [Event<Element>]) in
      var replayed = buffer.values.map { Event.next($0) }
      if observers.isTerminated, let terminal = observers.terminalEvent {
        replayed.append(terminal)
        return (nil, replayed)
      }
      return (observers.add(handler, replaying: true), replayed)
    }
    guard let entry else {
      for event in replayed { handler(event) }
      return Disposables.create()
    }
    entry.replay(replayed)
    return entry
  }
}

// `buffer` is only read or written under the list's lock.
extension ReplaySubject: @unchecked Sendable {}
