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
  public func share(
    replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected
  )
    -> Observable<Element>
  {
    ShareReplay(source: asObservable(), replay: replay, scope: scope)
  }
}

/// The reference-counted multicast behind `share(replay:scope:)`.
final class ShareReplay<Element>: Observable<Element> {
  private let source: Observable<Element>
  private let replay: Int
  private let scope: SubjectLifetimeScope
  private let lock = Locked(())
  // Guarded by `lock`.
  private var subject: ReplaySubject<Element>?
  private var connection: SingleAssignmentDisposable?
  private var subscriberCount = 0

  init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
    self.source = source
    self.replay = replay
    self.scope = scope
  }

  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    // The lock only guards the bookkeeping; subscribing to the subject and connecting happen
    // outside it: both run user code (a replay, the source's subscription).
    // Counting first keeps the subject alive (and the connection up) until this subscriber
    // is released.
    let (subject, connection) = lock.withLock {
      () -> (ReplaySubject<Element>, SingleAssignmentDisposable?) in
      let subject = currentSubject()
      subscriberCount += 1
      guard subscriberCount == 1 else { return (subject, nil) }
      let connection = SingleAssignmentDisposable()
      self.connection = connection
      return (subject, connection)
    }
    let subscription = subject.subscribeHandler(handler)
    connection?.setDisposable(source.subscribeHandler(subject.on))
    return ShareSubscription(subscription: subscription, release: release)
  }

  private func currentSubject() -> ReplaySubject<Element> {
    if let subject { return subject }
    let fresh = ReplaySubject<Element>.create(bufferSize: replay)
    subject = fresh
    return fresh
  }

  private func release() {
    // The subject (and what it buffered) is let go of after the lock: its deinit releases
    // the subscribers' closures, the user's code.
    let (connection, subject) = lock.withLock {
      () -> (SingleAssignmentDisposable?, ReplaySubject<Element>?) in
      subscriberCount -= 1
      guard subscriberCount == 0 else { return (nil, nil) }
      defer { self.connection = nil }
      var released: ReplaySubject<Element>?
      if scope == .whileConnected { swap(&released, &self.subject) }
      return (self.connection, released)
    }
    connection?.dispose()
    _ = subject
  }
}

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
