import RIBSupport

/// A subject that delivers each event to the observers subscribed at that moment.
///
/// Late subscribers get nothing that was sent before they subscribed; after a terminal event,
/// they get that terminal event at once.
///
/// ```swift
/// let taps = PublishSubject<String>()
/// let subscription = taps.subscribe(onNext: { print("tapped \($0)") })
/// taps.onNext("start")   // prints "tapped start"
/// subscription.dispose()
/// ```
///
/// Safe to feed from any thread; see ``ObservableType`` for delivery order and re-entrancy.
public final class PublishSubject<Element>: Observable<Element>, ObserverType {
  // `@usableFromInline`, with `on`, so that events are specialised where they are sent (see
  // `ObserverList`).
  @usableFromInline let observers = ObserverList<Element>()

  /// Creates a subject with no observers.
  public override init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { observers.withLock { observers.hasEntries } }

  /// Sends an event to the current observers. Ignored after a terminal event.
  @inlinable
  public func on(_ event: Event<Element>) {
    if let pass = observers.withLock({ observers.take(event) }) { observers.drain(event, pass) }
  }

  deinit { observers.ownerDidDeinit() }

  @inlinable
  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    let entry = observers.withLock { () -> ObserverListSubscription<Element>? in
      observers.isTerminated ? nil : observers.add(handler)
    }
    if let entry { return entry }
    // Terminated: the terminal event, outside the lock.
    if let terminal = observers.withLock({ observers.terminalEvent }) { handler(terminal) }
    return Disposables.create()
  }
}

// All state lives in `observers`, which guards it with its lock.
extension PublishSubject: @unchecked Sendable {}
