import RIBSupport
import Synchronization

/// A sequence that shares one subscription to its source among its subscribers, and subscribes
/// to the source only when ``connect()`` is called.
///
/// ```swift
/// let scores = service.scores().publish()
/// scores.subscribe(onNext: { print("a", $0) }).disposed(by: bag)
/// scores.subscribe(onNext: { print("b", $0) }).disposed(by: bag)
/// scores.connect().disposed(by: bag)
/// ```
public class ConnectableObservable<Element>: Observable<Element> {
  /// Subscribes to the source; disposing the result disconnects. Calling it while connected
  /// returns the current connection.
  @inlinable
  public func connect() -> any Disposable {
    preconditionFailure("ConnectableObservable.connect must be overridden by \(type(of: self))")
  }

  /// An observable that connects when its first subscriber arrives and disconnects when its
  /// last one leaves.
  public func refCount() -> Observable<Element> {
    RefCount(source: self, connect: connect)
  }
}

extension ObservableType {
  /// Shares one subscription through `subject`, once connected.
  public func multicast<Subject: SubjectType>(
    _ subject: Subject
  )
    -> ConnectableObservable<Element>
  where Subject.Element == Element, Subject.Observer.Element == Element {
    Multicast(
      source: asObservable(), makeSubject: { SubjectEnds(subject) }, keepsSubject: true)
  }

  /// Shares one subscription through a subject that `makeSubject` makes for each connection.
  public func multicast<Subject: SubjectType>(
    makeSubject: @escaping () -> Subject
  ) -> ConnectableObservable<Element>
  where Subject.Element == Element, Subject.Observer.Element == Element {
    Multicast(
      source: asObservable(), makeSubject: { SubjectEnds(makeSubject()) }, keepsSubject: false)
  }

  /// For each subscription, a subject from `subjectSelector` through which `selector`'s
  /// sequence shares one subscription to this one, as RxSwift's `multicast(_:selector:)`.
  @inlinable
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Element>) throws -> Observable<Result>
  ) -> Observable<Result>
  where Subject.Element == Element, Subject.Observer.Element == Element {
    let source = asObservable()
    return Observable<Result>.deferred {
      let connectable = source.multicast(try subjectSelector())
      let result = try selector(connectable.asObservable())
      return Observable<Result>.create { observer in
        let subscription = result.subscribe(observer)
        return Disposables.create(subscription, connectable.connect())
      }
    }
  }

  /// Shares one subscription, once connected; subscribers get the values emitted after they
  /// subscribed.
  @inlinable
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject<Element>() })
  }

  /// Shares one subscription, once connected, replaying the latest `bufferSize` values to each
  /// new subscriber.
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
  }

  /// Shares one subscription, once connected, replaying every value to each new subscriber.
  @inlinable
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
  }
}

// Its subclasses keep their state locked or immutable, as `Observable` does.
extension ConnectableObservable: @unchecked Sendable {}

/// The connectable behind `multicast`, `publish` and `replay`.
final class Multicast<Element, Subject: ObserverType & ObservableType>: ConnectableObservable<
  Element
>
where Subject.Element == Element {
  private struct State {
    var subject: Subject?
    var connection: SingleAssignmentDisposable?
  }

  private let source: Observable<Element>
  private let makeSubject: () -> Subject
  private let keepsSubject: Bool
  private let state = Locked(State())

  init(source: Observable<Element>, makeSubject: @escaping () -> Subject, keepsSubject: Bool) {
    self.source = source
    self.makeSubject = makeSubject
    self.keepsSubject = keepsSubject
  }

  /// The subject of the current connection, made first if needed. `makeSubject` is the user's
  /// code, so it runs outside the lock; two threads racing keep the first subject stored.
  private func currentSubject() -> Subject {
    if let subject = state.withLock({ $0.subject }) { return subject }
    let fresh = makeSubject()
    return state.withLock { state in
      if let subject = state.subject { return subject }
      state.subject = fresh
      return fresh
    }
  }

  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    currentSubject().subscribeEvents(handler)
  }

  override func connect() -> any Disposable {
    let subject = currentSubject()
    let (connection, isNew) = state.withLock { state -> (SingleAssignmentDisposable, Bool) in
      if let connection = state.connection { return (connection, false) }
      let connection = SingleAssignmentDisposable()
      state.connection = connection
      return (connection, true)
    }
    if isNew {
      // As in RxSwift, the source's end takes the connection (and a made subject) with it
      // before the subject passes the end on: a subscriber that connects again from its
      // completion handler starts a new connection.
      let state = state
      let keepsSubject = keepsSubject
      connection.setDisposable(
        // Weakly: the connection holds this subscription, which holds this closure.
        source.subscribeEvents { [weak connection] event in
          if event.isStopEvent, let connection {
            _ = Self.detach(connection, from: state, keepingSubject: keepsSubject)
          }
          subject.on(event)
        })
    }
    return MulticastConnection(owner: self, connection: connection)
  }

  /// Makes the next `connect()` start a new connection. Returns the subject it lets go of, for
  /// the caller to release after its locks: the subject's deinit lets go of its observers.
  func detach(_ connection: SingleAssignmentDisposable) -> Any? {
    Self.detach(connection, from: state, keepingSubject: keepsSubject)
  }

  /// Forgets `connection` if it is the current one, and the subject unless it is kept;
  /// returns the subject, for the caller to release after the lock.
  private static func detach(
    _ connection: SingleAssignmentDisposable, from state: Locked<State>, keepingSubject: Bool
  ) -> Any? {
    state.withLock { state -> Any? in
      guard state.connection === connection else { return nil }
      state.connection = nil
      guard !keepingSubject else { return nil }
      defer { state.subject = nil }
      return state.subject
    }
  }
}

/// What ``Multicast/connect()`` returns: disposing it detaches the connection, then ends it.
///
/// ``RefCount`` detaches it apart, under its own lock, as its last subscriber leaves: a
/// subscriber that comes right after then connects anew, instead of joining the connection
/// that is being ended on the other thread, which would leave it connected to nothing.
struct MulticastConnection: Disposable {
  let owner: any ConnectionOwner
  let connection: SingleAssignmentDisposable

  /// Detaches the connection; returns what to release after the caller's locks.
  func detach() -> Any? { owner.detach(connection) }

  func dispose() {
    let released = detach()
    connection.dispose()
    _ = released
  }
}

/// A ``Multicast``, whatever its element and subject types.
protocol ConnectionOwner: AnyObject, Sendable {
  func detach(_ connection: SingleAssignmentDisposable) -> Any?
}

extension Multicast: ConnectionOwner {}

// `state` is locked; the rest is immutable.
extension Multicast: @unchecked Sendable {}

/// Connects a connectable while it has subscribers.
final class RefCount<Element>: Observable<Element> {
  private struct State {
    var count = 0
    var connection: (any Disposable)?
    /// Counts the connections: a subscriber counts in the one it joined only.
    var generation = 0
  }

  private let source: Observable<Element>
  private let connect: () -> any Disposable
  private let state = Locked(State())

  init<Source: ConnectableObservableType>(
    source: Source, connect: @escaping () -> any Disposable
  ) where Source.Element == Element {
    self.source = source.asObservable()
    self.connect = connect
  }

  // The outermost subscription on a thread runs as a turn of the CurrentThreadScheduler, as
  // for every operator (see `Producer`): a synchronous source connected here emits after the
  // subscriber is counted in.
  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    Trampoline.outermost { subscribeNow(handler) }
  }

  private func subscribeNow(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    let state = state
    // Counted before subscribing: a disconnection that takes the count to zero (and lets go
    // of the connection's subject) then comes before this subscriber picks the subject, or
    // cannot happen until it leaves.
    let (isFirst, generation) = state.withLock { state -> (Bool, Int) in
      state.count += 1
      return (state.count == 1, state.generation)
    }
    let endedAtOnce = Atomic<Bool>(false)
    let subscription = source.subscribeHandler { event in
      if event.isStopEvent {
        endedAtOnce.store(true, ordering: .relaxed)
        // As in RxSwift, the end closes the connection and its count before it is passed on:
        // a subscriber that subscribes again from its completion handler connects anew.
        Self.end(generation: generation, in: state)
      }
      handler(event)
    }
    // As in RxSwift, a subscriber that the subject ends at once (it ended before) neither
    // counts nor connects: the source is not subscribed to again.
    if endedAtOnce.load(ordering: .relaxed) {
      Self.leave(generation: generation, in: state)
      return subscription
    }
    if isFirst {
      let connection = connect()
      let (stale, released) = state.withLock { state -> ((any Disposable)?, Any?) in
        // The connection may have ended meanwhile (a source that completed at once), or its
        // last subscriber left.
        if state.generation != generation || state.count == 0 {
          return (connection, Self.detach(connection))
        }
        state.connection = connection
        return (nil, nil)
      }
      stale?.dispose()
      _ = released
    }
    let released = Atomic<Bool>(false)
    return Disposables.create(
      with: {
        subscription.dispose()
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Self.leave(generation: generation, in: state)
      }, isolation: nil)
  }

  /// A subscriber of `generation` leaves: the last one of the current connection disconnects
  /// it, after the lock.
  private static func leave(generation: Int, in state: Locked<State>) {
    let (connection, released) = state.withLock { state -> ((any Disposable)?, Any?) in
      guard state.generation == generation else { return (nil, nil) }
      state.count -= 1
      guard state.count == 0, let connection = state.connection else { return (nil, nil) }
      state.connection = nil
      return (connection, Self.detach(connection))
    }
    connection?.dispose()
    _ = released
  }

  /// Ends the connection of `generation`, if it is the current one: its count, and the
  /// connection itself, disposed after the lock.
  private static func end(generation: Int, in state: Locked<State>) {
    let (connection, released) = state.withLock { state -> ((any Disposable)?, Any?) in
      guard state.generation == generation else { return (nil, nil) }
      state.count = 0
      state.generation &+= 1
      defer { state.connection = nil }
      return (state.connection, state.connection.flatMap(Self.detach))
    }
    connection?.dispose()
    _ = released
  }

  private static func detach(_ connection: any Disposable) -> Any? {
    (connection as? MulticastConnection)?.detach() ?? nil
  }
}

// `state` is locked; `source` is immutable.
extension RefCount: @unchecked Sendable {}

/// A ``SubjectType`` as the one type `Multicast` feeds and subscribes to: events go to its
/// observer, subscriptions to the subject.
struct SubjectEnds<Subject: SubjectType>: ObserverType, ObservableType
where Subject.Observer.Element == Subject.Element {
  typealias Element = Subject.Element
  let subject: Subject
  let observer: Subject.Observer

  init(_ subject: Subject) {
    self.subject = subject
    self.observer = subject.asObserver()
  }

  func on(_ event: Event<Element>) { observer.on(event) }

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  func asObservable() -> Observable<Element> { subject.asObservable() }
}

extension ConnectableObservableType {
  /// An observable that connects when its first subscriber arrives and disconnects when its
  /// last one leaves, for a connectable type of your own, as in RxSwift.
  public func refCount() -> Observable<Element> {
    RefCount(source: self, connect: connect)
  }
}
