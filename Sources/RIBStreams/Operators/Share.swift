import RIBSupport
import Synchronization

/// How long ``ObservableType/share(replay:scope:)`` keeps replayed values.
public enum SubjectLifetimeScope: Sendable {
  /// Replayed values are dropped when the last subscriber leaves; the next subscriber starts a
  /// fresh subscription to the source.
  case whileConnected
  /// Replayed values outlive disconnection and are replayed to later subscribers.
  case forever
}

extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying the latest
  /// `replay` values to each new one.
  ///
  /// The source is subscribed when the first subscriber arrives and disposed when the last one
  /// leaves (reference counting).
  ///
  /// ```swift
  /// let score = expensiveScoreStream.share(replay: 1)
  /// ```
  ///
  /// `@inlinable`, so that each value is passed on by code specialised where `share` is used.
  @inlinable
  public func share(
    replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected
  )
    -> Observable<Element>
  {
    ShareReplay(
      source: asObservable(), replay: replay, scope: scope,
      forwarder: { subject, markEnded in
        { event in
          if event.isStopEvent { markEnded() }
          subject.on(event)
        }
      })
  }
}

/// The reference-counted multicast behind `share(replay:scope:)`.
///
/// Each connection has its own subject and subscriber count, as in RxSwift. With
/// `.whileConnected`, a source that ends takes its connection with it before its subscribers
/// hear of the end, so one that subscribes again from its completion handler starts a fresh
/// connection; with `.forever`, the one subject outlives the source, and a subscriber that
/// arrives after the end gets the replay and the end without the source being subscribed
/// again.
@usableFromInline
final class ShareReplay<Element>: Observable<Element> {
  /// Makes what passes the source's events to a connection's subject, calling its second
  /// argument first at the end: written where `share` is used, so that it is specialised
  /// there (here, in generic code, every event would look up its types' metadata).
  @usableFromInline
  typealias Forwarder = (ReplaySubject<Element>, @escaping () -> Void) -> EventHandler<Element>

  private let source: Observable<Element>
  private let replay: Int
  private let scope: SubjectLifetimeScope
  private let forwarder: Forwarder
  private let lock = Locked(())
  // Guarded by `lock`.
  private var current: ShareConnection<Element>?

  @usableFromInline
  init(
    source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope,
    forwarder: @escaping Forwarder
  ) {
    self.source = source
    self.replay = replay
    self.scope = scope
    self.forwarder = forwarder
  }

  // RxSwift builds `share(replay:)` of more than one value, and every `.forever` share, as
  // `multicast(…).refCount()`, whose outermost subscription runs as a turn of the
  // CurrentThreadScheduler (see `Producer`); the two others are not.
  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    let slot = SingleAssignmentDisposable(forwardsRepeatedDisposal: true)
    subscribeHandler(handler, into: slot)
    return slot
  }

  override func subscribeHandler(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    guard scope == .forever || replay > 1 else { return subscribeNow(handler, into: slot) }
    Trampoline.outermost { subscribeNow(handler, into: slot) }
  }

  /// Hands the subscriber its subscription before connecting, and connects through a slot the
  /// source fills before it emits: a subscriber that has enough during the connection (a
  /// `take` of a source that emits without end while subscribed) disposes it, and so the
  /// source.
  private func subscribeNow(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    // The lock only guards the bookkeeping; subscribing to the subject and connecting happen
    // outside it: both run user code (a replay, the source's subscription).
    // Counting first keeps the connection up until this subscriber is released.
    let (connection, counted, toConnect) = lock.withLock {
      () -> (ShareConnection<Element>, Bool, SingleAssignmentDisposable?) in
      let connection = currentConnection()
      guard !connection.hasEnded else { return (connection, false, nil) }
      connection.subscriberCount += 1
      guard connection.subscriberCount == 1 else { return (connection, true, nil) }
      let sourceSubscription = SingleAssignmentDisposable()
      connection.sourceSubscription = sourceSubscription
      return (connection, true, sourceSubscription)
    }
    let subscription = connection.subject.subscribeHandler(handler)
    guard counted else { return slot.setDisposable(subscription) }
    slot.setDisposable(
      ShareSubscription(subscription: subscription) { [self] in release(connection) })
    if let toConnect {
      let lock = lock
      source.subscribeHandler(
        forwarder(connection.subject) { lock.withLock { connection.hasEnded = true } },
        into: toConnect)
    }
  }

  /// The connection subscribers join: a new one if there is none, or, with `.whileConnected`,
  /// if the source ended. Call with the lock held.
  private func currentConnection() -> ShareConnection<Element> {
    if let current, scope == .forever || !current.hasEnded { return current }
    let fresh = ShareConnection(subject: ReplaySubject<Element>.create(bufferSize: replay))
    current = fresh
    return fresh
  }

  private func release(_ connection: ShareConnection<Element>) {
    // The connection (its subject, and what that buffered) is let go of after the lock: the
    // subject's deinit releases the subscribers' closures, the user's code.
    let (sourceSubscription, released) = lock.withLock {
      () -> (SingleAssignmentDisposable?, ShareConnection<Element>?) in
      connection.subscriberCount -= 1
      guard connection.subscriberCount == 0 else { return (nil, nil) }
      defer { connection.sourceSubscription = nil }
      guard scope == .whileConnected, current === connection else {
        return (connection.sourceSubscription, nil)
      }
      current = nil
      return (connection.sourceSubscription, connection)
    }
    sourceSubscription?.dispose()
    _ = released
  }
}

/// One connection of a ``ShareReplay`` to its source: guarded by the share's lock, but for the
/// subject, which is immutable.
private final class ShareConnection<Element> {
  let subject: ReplaySubject<Element>
  var subscriberCount = 0
  var sourceSubscription: SingleAssignmentDisposable?
  /// Whether the source ended; its subscribers are told after this is set.
  var hasEnded = false

  init(subject: ReplaySubject<Element>) { self.subject = subject }
}

// Guarded by the share's lock, as documented.
extension ShareConnection: @unchecked Sendable {}

// Mutable state is guarded by `lock`; `source` is immutable.
extension ShareReplay: @unchecked Sendable {}

/// One subscriber's share: disposing it leaves the subject, every time (which waits for this
/// subscriber's callback in flight on another thread), and gives up the subscriber's count
/// once.
private final class ShareSubscription: Disposable, Sendable {
  private let subscription: any Disposable
  private let release: @Sendable () -> Void
  private let isReleased = Atomic<Bool>(false)

  init(subscription: any Disposable, release: @escaping @Sendable () -> Void) {
    self.subscription = subscription
    self.release = release
  }

  func dispose() {
    subscription.dispose()
    if !isReleased.exchange(true, ordering: .acquiringAndReleasing) { release() }
  }
}
