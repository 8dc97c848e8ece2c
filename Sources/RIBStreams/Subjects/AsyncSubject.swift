import RIBSupport

/// A subject that emits only its last value, and only once it completes.
///
/// Observers get nothing while values arrive; on completion, each gets the last value (if there
/// was one) and then the completion. An error is passed on without a value. A subscriber that
/// comes after the end gets the same ending at once.
///
/// ```swift
/// let result = AsyncSubject<Int>()
/// _ = result.subscribe(onNext: { print($0) })
/// result.onNext(1); result.onNext(2)
/// result.onCompleted()   // prints 2
/// ```
public final class AsyncSubject<Element>: Observable<Element>, ObserverType {
  private let observers = ObserverList<Element>()
  // Guarded by `observers.lock`.
  private var lastElement: Element?

  /// Creates a subject with no value and no observers.
  public override init() {}

  /// Whether any observer is subscribed.
  public var hasObservers: Bool { observers.withLock { observers.hasEntries } }

  /// Keeps a value as the last one (`.next`), or ends: with the last value and completion, or
  /// with the error. Ignored after the end.
  public func on(_ event: Event<Element>) {
    // The value replaced, or let go of on error, is released after the lock: its deinit is the
    // user's.
    var released: Element?
    let passes = observers.withLock { () -> [(Event<Element>, ObserverList<Element>.Pass)] in
      guard !observers.isTerminated else { return [] }
      switch event {
      case .next(let element):
        released = lastElement
        lastElement = element
        return []
      case .error:
        released = lastElement
        lastElement = nil
        return observers.take(event).map { [(event, $0)] } ?? []
      case .completed:
        // Taken together, under one lock: the completion queues behind the value, so every
        // observer gets both, in order, and nothing sent meanwhile comes between them.
        var passes: [(Event<Element>, ObserverList<Element>.Pass)] = []
        if let lastElement, let pass = observers.take(.next(lastElement)) {
          passes.append((.next(lastElement), pass))
        }
        if let pass = observers.take(.completed) { passes.append((.completed, pass)) }
        return passes
      }
    }
    _ = released
    for (event, pass) in passes { observers.drain(event, pass) }
  }

  deinit { observers.ownerDidDeinit() }

  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    let (entry, ending) = observers.withLock {
      () -> (ObserverListSubscription<Element>?, [Event<Element>]) in
      guard let terminal = observers.terminalEvent else { return (observers.add(handler), []) }
      if case .completed = terminal, let lastElement {
        return (nil, [.next(lastElement), terminal])
      }
      return (nil, [terminal])
    }
    if let entry { return entry }
    // Ended: the ending, outside the lock.
    for event in ending { handler(event) }
    return Disposables.create()
  }
}

// `lastElement` is only read or written under the list's lock.
extension AsyncSubject: @unchecked Sendable {}
