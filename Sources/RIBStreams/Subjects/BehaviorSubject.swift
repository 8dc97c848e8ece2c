import RIBSupport

/// A subject that holds a current value and delivers it to each new subscriber at once,
/// synchronously, inside `subscribe`.
///
/// ```swift
/// let score = BehaviorSubject(value: 0)
/// _ = score.subscribe(onNext: { print($0) })  // prints 0
/// score.onNext(1)                             // prints 1
/// ```
///
/// After an error, new subscribers get the error; after completion, they get `.completed`.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType {
  // `@usableFromInline`, with `on`, so that events are specialised where they are sent (see
  // `ObserverList`).
  @usableFromInline let observers = ObserverList<Element>()
  // Guarded by `observers.lock`, so it needs no dynamic exclusivity check.
  @usableFromInline @exclusivity(unchecked) var current: Element

  /// Creates a subject whose current value is `value`.
  public init(value: Element) {
    self.current = value
  }

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { observers.withLock { observers.hasEntries } }

  /// The current value. Throws the error the subject failed with, if it failed.
  @inlinable
  public func value() throws -> Element {
    try observers.withLock {
      if let error = observers.terminalError { throw error }
      return current
    }
  }

  /// Updates the current value (on `.next`) and delivers the event. Ignored after a terminal
  /// event.
  @inlinable
  public func on(_ event: Event<Element>) {
    // The value replaced is released after the lock: its deinit is the user's code.
    var replaced: Element?
    let pass = observers.withLock { () -> ObserverList<Element>.Pass? in
      guard !observers.isTerminated else { return nil }
      if case .next(let element) = event {
        replaced = current
        current = element
      }
      return observers.take(event)
    }
    _ = replaced
    if let pass { observers.drain(event, pass) }
  }

  deinit { observers.ownerDidDeinit() }

  @inlinable
  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    // The current value is replayed outside the lock; events sent meanwhile wait for it.
    let (entry, replayed) = observers.withLock {
      () -> (ObserverListSubscription<Element>?, Event<Element>) in
      if observers.isTerminated, let terminal = observers.terminalEvent { return (nil, terminal) }
      return (observers.add(handler, replaying: true), .next(current))
    }
    guard let entry else {
      handler(replayed)
      return Disposables.create()
    }
    entry.replay([replayed])
    return entry
  }
}

// `current` is only read or written under the list's lock.
extension BehaviorSubject: @unchecked Sendable {}
