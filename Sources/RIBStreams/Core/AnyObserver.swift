/// A type-erased observer.
///
/// The observer that ``ObservableType/create(_:)`` hands to your closure is an `AnyObserver`; it
/// may be called from any thread, because the subscription behind it serialises events (one
/// thread delivers, others queue theirs and return) and drops everything after a terminal
/// event or disposal.
///
/// ```swift
/// let ticks = Observable<Int>.create { observer in
///   observer.onNext(1)
///   observer.onCompleted()
///   return Disposables.create()
/// }
/// ```
public struct AnyObserver<Element>: ObserverType {
  // Safe to send: observers handed out by the library wrap a sink whose state is guarded by a
  // lock or atomics. An `AnyObserver(eventHandler:)` built by user code carries that code's
  // closure, and the Rx contract applies: call it from one thread at a time.
  nonisolated(unsafe) private let handler: (Event<Element>) -> Void

  /// Creates an observer that calls `eventHandler` with every event.
  public init(eventHandler: @escaping (Event<Element>) -> Void) {
    self.handler = eventHandler
  }

  /// Wraps another observer.
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.handler = observer.on
  }

  /// Forwards the event to the wrapped observer.
  public func on(_ event: Event<Element>) { handler(event) }
}

extension AnyObserver: @unchecked Sendable {}
