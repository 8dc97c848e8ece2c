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
      subscribe: { share, handler, slot in share.subscribeNow(handler, into: slot) })
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
  /// Calls ``subscribeNow(_:into:)``: written where `share` is used, so that the subscription,
  /// and the forwarding of each value it sets up, run specialised there (here, in generic
  /// code, every event would look up its types' metadata at run time).
  @usableFromInline
  typealias Entry = (
    ShareReplay<Element>, @escaping EventHandler<Element>, SingleAssignmentDisposable
  ) -> Void

  @usableFromInline let source: Observable<Element>
  @usableFromInline let replay: Int
  @usableFromInline let scope: SubjectLifetimeScope
  @usableFromInline let entry: Entry
  @usableFromInline let lock = Locked(())
  // Guarded by `lock`.
  @usableFromInline var current: ShareConnection<Element>?

  @inlinable
  init(
    source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope,
    subscribe entry: @escaping Entry
  ) {
    self.source = source
    self.replay = replay
    self.scope = scope
    self.entry = entry
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
    guard scope == .forever || replay > 1 else { return entry(self, handler, slot) }
    Trampoline.outermost { entry(self, handler, slot) }
  }

  /// Hands the subscriber its subscription before connecting, and connects through a slot the
  /// source fills before it emits: a subscriber that has enough during the connection (a
  /// `take` of a source that emits without end while subscribed) disposes it, and so the
  /// source.
  @inlinable
  func subscribeNow(
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
      let subject = connection.subject
      source.subscribeHandler(
        { event in
          if event.isStopEvent { lock.withLock { connection.hasEnded = true } }
          subject.on(event)
        }, into: toConnect)
    }
  }

  /// The connection subscribers join: a new one if there is none, or, with `.whileConnected`,
  /// if the source ended. Call with the lock held.
  @inlinable
  func currentConnection() -> ShareConnection<Element> {
    if let current, scope == .forever || !current.hasEnded { return current }
    let fresh = ShareConnection(subject: ReplaySubject<Element>.create(bufferSize: replay))
    current = fresh
    return fresh
  }

  @inlinable
  func release(_ connection: ShareConnection<Element>) {
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
@usableFromInline
final class ShareConnection<Element> {
  @usableFromInline let subject: ReplaySubject<Element>
  @usableFromInline var subscriberCount = 0
  @usableFromInline var sourceSubscription: SingleAssignmentDisposable?
  /// Whether the source ended; its subscribers are told after this is set.
  @usableFromInline var hasEnded = false

  @inlinable
  init(subject: ReplaySubject<Element>) { self.subject = subject }
}

// Guarded by the share's lock, as documented.
extension ShareConnection: @unchecked Sendable {}

// Mutable state is guarded by `lock`; `source` is immutable.
extension ShareReplay: @unchecked Sendable {}

/// One subscriber's share: disposing it leaves the subject, every time (which waits for this
/// subscriber's callback in flight on another thread), and gives up the subscriber's count
/// once.
///
/// It lets go of the share when disposed, as RxSwift does: the slot that holds it is kept
/// until the `Disposable` is released, and an owner that keeps its subscription while a
/// closure above the share captures it would otherwise never be freed.
@usableFromInline
final class ShareSubscription: Disposable, Sendable {
  @usableFromInline let subscription: any Disposable
  @usableFromInline let release: Locked<(@Sendable () -> Void)?>

  @inlinable
  init(subscription: any Disposable, release: @escaping @Sendable () -> Void) {
    self.subscription = subscription
    self.release = Locked(release)
  }

  @inlinable
  func dispose() {
    subscription.dispose()
    // Taken out under the lock and run after it: it runs the share's bookkeeping, which
    // disposes the source (user code).
    let taken = release.withLock { release -> (@Sendable () -> Void)? in
      defer { release = nil }
      return release
    }
    taken?()
  }
}
