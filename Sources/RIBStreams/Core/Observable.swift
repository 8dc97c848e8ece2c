/// A push-based sequence of values: the type RIBs code passes around as a stream.
///
/// Observables are descriptions: nothing happens until something subscribes, and each
/// subscription runs the description again (subjects and ``ObservableType/share(replay:)``
/// are how one source feeds many observers).
///
/// ```swift
/// let bag = DisposeBag()
/// Observable.from([1, 2, 3, 4])
///   .filter { $0.isMultiple(of: 2) }
///   .map { "#\($0)" }
///   .subscribe(onNext: { print($0) })
///   .disposed(by: bag)
/// // #2
/// // #4
/// ```
///
/// ## Threading
/// Observers run on the thread that emits the event, unless ``ObservableType/observe(on:)-(SchedulerType)``
/// moves them. Events reach an observer one at a time, never concurrently.
public class Observable<Element>: ObservableType {
  init() {}

  /// Subscribes an observer; the returned ``Disposable`` ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let sink = Sink(observer.on)
    sink.setUpstream(subscribeHandler(sink.on))
    return sink
  }

  /// Returns `self`.
  public func asObservable() -> Observable<Element> { self }

  /// Subscribes a raw event handler. Every concrete subclass overrides this; the base class is
  /// never instantiated (its initialiser is internal).
  func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    preconditionFailure("Observable.subscribeHandler must be overridden by \(type(of: self))")
  }
}

// An Observable is an immutable description: its stored state is set once, at creation, and
// subscribing reads it without mutating it, so sharing one across threads is safe. The closures
// it holds (operator transforms, `create` bodies) run on the subscribing or emitting thread,
// exactly as in RxSwift; what they capture is the caller's to keep thread-safe.
extension Observable: @unchecked Sendable {}

/// An observable defined by a closure that wires a handler to its source.
final class Producer<Element>: Observable<Element> {
  private let body: (@escaping EventHandler<Element>) -> any Disposable

  init(_ body: @escaping (@escaping EventHandler<Element>) -> any Disposable) {
    self.body = body
  }

  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    body(handler)
  }
}

// Immutable after init, like its superclass.
extension Producer: @unchecked Sendable {}
