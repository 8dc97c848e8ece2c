/// A push-based sequence of values: the type RIBs code passes around as a stream.
///
/// Observables are descriptions: nothing happens until something subscribes, and each
/// subscription runs the description again (subjects and ``ObservableType/share(replay:scope:)``
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
  @usableFromInline
  init() {}

  /// Subscribes an observer; the returned ``Disposable`` ends the subscription.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    // The observer is captured upstream, not by the sink the caller keeps (see
    // `Sink.init(subscriberOnDispose:isMainActorObserver:)`).
    let sink = Sink<Element>(subscriberOnDispose: nil, isMainActorObserver: false)
    subscribeHandler({ event in sink.deliver(event) { observer.on($0) } }, into: sink.upstream)
    return sink
  }

  /// Returns `self`.
  public func asObservable() -> Observable<Element> { self }

  /// Subscribes a raw event handler. Every concrete subclass overrides this; the base class is
  /// never instantiated (its initialiser is internal).
  @usableFromInline
  func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    preconditionFailure("Observable.subscribeHandler must be overridden by \(type(of: self))")
  }

  /// Subscribes a raw event handler and hands the subscription to `slot`.
  ///
  /// Sources that emit while being subscribed (`from`, `startWith`) and the operators that
  /// pass subscriptions through (`map`, `do`, …) fill `slot` *before* emitting. A subscriber
  /// that stops during that emission (`take`) then reaches the source through `slot` and stops
  /// it, instead of the source running to its end (forever, for an infinite sequence).
  ///
  /// `@inlinable` so that, where the subject is statically known (a relay or subject
  /// subscribed directly), the client devirtualises it and the subject's own inlinable
  /// `subscribeHandler(_:)` is specialised there; unspecialised, adding an observer looks up
  /// generic metadata several times (Benchmarks/README.md has the figures).
  @inlinable
  func subscribeHandler(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    slot.setDisposable(subscribeHandler(handler))
  }
}

// An Observable is an immutable description: its stored state is set once, at creation, and
// subscribing reads it without mutating it, so sharing one across threads is safe. The closures
// it holds (operator transforms, `create` bodies) run on the subscribing or emitting thread,
// exactly as in RxSwift; what they capture is the caller's to keep thread-safe.
extension Observable: @unchecked Sendable {}

/// An observable defined by a closure that wires a handler to its source.
///
/// As RxSwift's `Producer`, the outermost subscription on a thread runs as work of the
/// ``CurrentThreadScheduler``: what the sources schedule there while being subscribed (the
/// values of `of`, `from`, `range`, …) waits until every source is subscribed, and nested
/// subscriptions run at once. The factories that emit at once in RxSwift too (`just`, `empty`,
/// `never`, `error`) do not start that work: a subscription made from their observer is
/// then the outermost.
///
/// `@usableFromInline`, with its initialisers `@inlinable`, so that the operators built on it
/// create their closures specialised where they are used (see `ObserverList`).
@usableFromInline
final class Producer<Element>: Observable<Element> {
  @usableFromInline
  enum Body {
    /// Returns the subscription once it is set up.
    case returning((@escaping EventHandler<Element>) -> any Disposable)
    /// Hands the subscription to the slot itself, before emitting anything; see
    /// ``Observable/subscribeHandler(_:into:)``.
    case early((@escaping EventHandler<Element>, SingleAssignmentDisposable) -> Void)
  }

  @usableFromInline let body: Body
  /// Whether an outermost subscription runs on the ``CurrentThreadScheduler``.
  @usableFromInline let isTrampolined: Bool

  @inlinable
  init(_ body: @escaping (@escaping EventHandler<Element>) -> any Disposable) {
    self.body = .returning(body)
    self.isTrampolined = true
  }

  @inlinable
  init(early body: @escaping (@escaping EventHandler<Element>, SingleAssignmentDisposable) -> Void)
  {
    self.body = .early(body)
    self.isTrampolined = true
  }

  @inlinable
  init(body: Body, isTrampolined: Bool) {
    self.body = body
    self.isTrampolined = isTrampolined
  }

  /// A source that emits what it has at once, outside the ``CurrentThreadScheduler``.
  @inlinable
  static func immediate(
    _ body: @escaping (@escaping EventHandler<Element>) -> any Disposable
  ) -> Producer {
    Producer(body: .returning(body), isTrampolined: false)
  }

  @usableFromInline
  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    guard isTrampolined else { return subscribeNow(handler) }
    return Trampoline.outermost { subscribeNow(handler) }
  }

  @usableFromInline
  override func subscribeHandler(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    guard isTrampolined else { return subscribeNow(handler, into: slot) }
    Trampoline.outermost { subscribeNow(handler, into: slot) }
  }

  private func subscribeNow(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    switch body {
    case .returning(let body):
      return body(handler)
    case .early(let body):
      let slot = SingleAssignmentDisposable(forwardsRepeatedDisposal: true)
      body(handler, slot)
      return slot
    }
  }

  private func subscribeNow(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    switch body {
    case .returning(let body): slot.setDisposable(body(handler))
    case .early(let body): body(handler, slot)
    }
  }
}

// Immutable after init, like its superclass.
extension Producer: @unchecked Sendable {}
