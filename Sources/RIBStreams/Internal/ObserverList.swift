import RIBSupport
import Synchronization

/// The subscriber list every subject and relay is built on: ``Serializer``'s queue-drain with
/// many consumers.
///
/// ## Guarantees
/// - **No lock around user code.** `lock` guards the list and the queue, for a few instructions
///   at a time. Sending, subscribing, reading a value and disposing never wait for an observer
///   running on another thread (disposing waits for that subscription's own callback only).
/// - **Serialized, never blocking.** One thread delivers at a time (the *drainer*): a thread
///   that sends while no delivery runs delivers its event itself, then whatever was queued
///   meanwhile; one that sends while a delivery runs, on another thread or re-entrantly on its
///   own, queues the event and returns. So every observer sees the events in the same order,
///   one at a time, and an event sent from inside a delivery reaches every observer after the
///   current one has reached all of them.
/// - **Order.** Observers are called in subscription order. One added during a delivery starts
///   with the next event sent after it subscribed; one removed during a delivery gets nothing
///   more, even later in the same pass.
/// - **Disposal is final.** No delivery to a subscription starts after its `dispose()` returns.
///   The drainer publishes which entry it is calling (`inFlight`); a disposal that finds its
///   own entry there, called on another thread, waits for that one callback, unless the wait
///   would close a cycle (see ``DisposalWaits``), which it reports.
/// - **Observers are released outside the lock**, by whoever ends the entry's last callback:
///   the disposal, or the drainer when the entry was disposed from inside its callback or by a
///   disposal that could not wait. A terminal event lets go of every entry once delivered.
///
/// ## Performance
/// The event path is `@inlinable`, with the subjects' and relays' entry points, so that it is
/// specialised for the element type where events are sent (unspecialised, each event looked
/// up the metadata of `Event<Element>` several times). An uncontended send takes the lock twice
/// (to take the event and a snapshot of the list, then to find the queue empty); publishing the
/// entry in flight costs one sequentially consistent store per observer after the first, whose
/// publication rides on the first lock. Lock-guarded properties are `@exclusivity(unchecked)`.
///
/// A subscription is one object, ``ObserverListSubscription``: the list's entry and the
/// disposable the subscriber gets. The subject that owns the list calls ``ownerDidDeinit()``
/// from its `deinit` to let go of subscriptions never disposed.
@usableFromInline
final class ObserverList<Element> {
  @usableFromInline typealias Entry = ObserverListSubscription<Element>

  /// What a drainer delivers: one event, to the entries subscribed when it was taken.
  @usableFromInline
  struct Pass {
    @usableFromInline let event: Event<Element>
    @usableFromInline let sequence: UInt64
    @usableFromInline let entries: ContiguousArray<Entry>

    @inlinable
    init(event: Event<Element>, sequence: UInt64, entries: ContiguousArray<Entry>) {
      self.event = event
      self.sequence = sequence
      self.entries = entries
    }
  }

  @usableFromInline let lock = BookkeepingLock()

  // Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var entries: ContiguousArray<Entry> = []
  /// How many of `entries` are not disposed (`remove` runs unspecialised, where reading the
  /// array's count looked up its metadata).
  @usableFromInline @exclusivity(unchecked) var liveCount = 0
  @usableFromInline @exclusivity(unchecked) var sequence: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var isDraining = false
  /// The drainer's thread, while `isDraining`.
  @usableFromInline @exclusivity(unchecked) var drainer: UInt = 0
  @usableFromInline @exclusivity(unchecked)
  var pending: [(sequence: UInt64, event: Event<Element>)] = []
  @usableFromInline @exclusivity(unchecked) var pendingHead = 0
  /// Whether a terminal event was sent; `terminalError` holds its error, if it was one.
  @usableFromInline @exclusivity(unchecked) var isTerminated = false
  @usableFromInline @exclusivity(unchecked) var terminalError: (any Error)?
  /// Set when the owner went away during a drain: the drainer lets go of every entry.
  @usableFromInline @exclusivity(unchecked) var ownerIsGone = false

  /// The identity of the entry whose callback the drainer runs (or is about to), or 0. Written
  /// under `lock` when a pass starts and ends; between entries of a pass, outside it,
  /// sequentially consistent against the disposal's flag (see ``deliver(_:)``).
  @usableFromInline let inFlight = Atomic<UInt>(0)
  /// Disposals waiting for `inFlight` to change.
  @usableFromInline let waiters = Atomic<Int>(0)

  @inlinable
  init() {}

  /// Runs `body` holding the lock. `body` must not call user code.
  @inlinable
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  /// The terminal event, if one was sent. Call with the lock held.
  @inlinable
  var terminalEvent: Event<Element>? {
    guard isTerminated else { return nil }
    if let terminalError { return .error(terminalError) }
    return .completed
  }

  /// Whether any observer is subscribed. Call with the lock held.
  @inlinable
  var hasEntries: Bool { liveCount > 0 }

  /// Adds an observer, which receives the events sent after this. With `replaying`, the
  /// drainer queues its events for the subscribing thread until that thread has replayed the
  /// subject's state (``ObserverListSubscription/replay(_:)``). Call with the lock held.
  @inlinable
  func add(_ handler: @escaping EventHandler<Element>, replaying: Bool = false) -> Entry {
    if (entries.count - liveCount) * 2 > entries.count { sweep() }
    let entry = Entry(list: self, handler: handler, startSequence: sequence, replaying: replaying)
    entries.append(entry)
    liveCount += 1
    return entry
  }

  /// Drops disposed entries, keeping the order of the others. Call with the lock held.
  ///
  /// `add` calls it, once disposed entries outnumber the live ones, rather than `remove`:
  /// subscribing is usually specialised, disposing seldom is (it goes through `any Disposable`).
  @inlinable
  func sweep() {
    entries.removeAll { $0.isDisposed }
  }

  /// Takes `event` for delivery. Call with the lock held. Returns the pass the caller must
  /// deliver (then call ``drain(_:)`` outside the lock), or `nil` if the event was queued for
  /// the thread draining, or dropped after a terminal event.
  @inlinable
  func take(_ event: Event<Element>) -> Pass? {
    guard !isTerminated else { return nil }
    if event.isStopEvent {
      isTerminated = true
      if case .error(let error) = event { terminalError = error }
    }
    sequence &+= 1
    if isDraining {
      pending.append((sequence, event))
      return nil
    }
    isDraining = true
    drainer = currentThreadIdentity()
    return startPass(event, sequence: sequence)
  }

  /// Snapshots the entries for `event` and publishes the first as in flight. Call with the
  /// lock held.
  @inlinable
  func startPass(_ event: Event<Element>, sequence: UInt64) -> Pass {
    if let first = entries.first {
      inFlight.store(UInt(bitPattern: ObjectIdentifier(first)), ordering: .relaxed)
    }
    return Pass(event: event, sequence: sequence, entries: entries)
  }

  /// Delivers `pass`, then what was queued meanwhile, until the queue is empty. Call without
  /// the lock, after ``take(_:)`` returned `pass`.
  @inlinable
  func drain(_ pass: Pass) {
    var pass = pass
    var mustReleaseAll = false
    while true {
      deliver(pass)
      guard let next = lock.withLock({ nextPass(ending: &mustReleaseAll) }) else { break }
      // A disposal waiting for the last entry of the pass just delivered waits no more.
      if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeDisposals() }
      pass = next
    }
    if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeDisposals() }
    if _slowPath(mustReleaseAll) { releaseAllAfterDrain() }
  }

  /// The next queued event's pass, or `nil`, ending the drain; then `mustReleaseAll` says
  /// whether the subject terminated or went away. Call with the lock held.
  @inlinable
  func nextPass(ending mustReleaseAll: inout Bool) -> Pass? {
    if pendingHead < pending.count, !ownerIsGone {
      let (sequence, event) = pending[pendingHead]
      pendingHead += 1
      return startPass(event, sequence: sequence)
    }
    if _slowPath(!pending.isEmpty) { clearPending() }
    isDraining = false
    drainer = 0
    inFlight.store(0, ordering: .relaxed)
    mustReleaseAll = isTerminated || ownerIsGone
    return nil
  }

  /// Empties the queue once drained. Call with the lock held.
  @usableFromInline
  func clearPending() {
    pending.removeAll(keepingCapacity: pending.count <= 64)
    pendingHead = 0
  }

  /// Wakes the disposals waiting for a callback, to look again at `inFlight`.
  @usableFromInline
  func wakeDisposals() { DisposalWaits.wakeWaiters() }

  /// After a drain that delivered a terminal event, or outlived the subject: lets go of every
  /// entry, outside the lock.
  @usableFromInline
  func releaseAllAfterDrain() {
    let released = lock.withLock { () -> [EventHandler<Element>] in
      isDraining ? [] : releaseAllLocked()
    }
    _ = released
  }

  /// Delivers one pass: to each entry subscribed before its event, not disposed, in order.
  @inlinable
  func deliver(_ pass: Pass) {
    var index = 0
    let entries = pass.entries
    while index < entries.count {
      let entry = entries[index]
      if index > 0 {
        // Sequentially consistent, against `remove`, which sets the disposed flag then reads
        // this: either the disposal sees this entry in flight (and waits), or this thread sees
        // the flag (and skips it).
        inFlight.store(
          UInt(bitPattern: ObjectIdentifier(entry)), ordering: .sequentiallyConsistent)
        if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeDisposals() }
      }
      index += 1
      guard entry.startSequence < pass.sequence else { continue }
      let state = entry.state.load(ordering: .sequentiallyConsistent)
      guard state & Entry.disposedBit == 0 else { continue }
      if state & Entry.replayingBit != 0, entry.queueWhileReplaying(pass.event) { continue }
      // Not disposed, so the handler is there until this callback ends (see `remove`). Bound
      // with `if let`: `unsafelyUnwrapped` is generic, and a closure read through it is
      // reabstracted, which allocated a thunk per call.
      if let handler = entry.handler { handler(pass.event) }
      if entry.state.load(ordering: .sequentiallyConsistent) & Entry.disposedBit != 0 {
        // Disposed from inside its callback, or by a disposal that could not wait for it.
        entry.releaseHandler()
      }
    }
  }

  /// Removes `entry`: after this returns, no delivery to it starts, and none runs on another
  /// thread, unless waiting for it would close a cycle (reported). Its handler is released
  /// outside the lock.
  @usableFromInline
  func remove(_ entry: Entry) {
    let before = entry.state.bitwiseOr(Entry.disposedBit, ordering: .sequentiallyConsistent)
      .oldValue
    let identity = UInt(bitPattern: ObjectIdentifier(entry))
    let me = currentThreadIdentity()
    let awaited = lock.withLock { () -> UInt in
      if before & (Entry.disposedBit | Entry.releasedBit) == 0 {
        liveCount -= 1
        if liveCount == 0, !isDraining { entries = [] }
      }
      if before & Entry.replayingBit != 0, entry.replayer != me {
        // Replaying on the subscribing thread: that thread's callback is the one in flight.
        waiters.add(1, ordering: .sequentiallyConsistent)
        return entry.replayer
      }
      guard inFlight.load(ordering: .sequentiallyConsistent) == identity, drainer != me else {
        return 0
      }
      waiters.add(1, ordering: .sequentiallyConsistent)
      return drainer
    }
    if awaited != 0 {
      let waited = DisposalWaits.wait(for: awaited) { [self] in
        inFlight.load(ordering: .sequentiallyConsistent) == identity
          || entry.state.load(ordering: .sequentiallyConsistent) & Entry.replayingBit != 0
      }
      waiters.subtract(1, ordering: .sequentiallyConsistent)
      switch waited {
      case .finished: break
      case .cycle:
        SupportDiagnostics.reportWaitCycle(
          threadCount: nil,
          what: "the delivery of an event of \(Element.self) to the subscription it disposed",
          subjects: [SupportReport.Subject(entry)])
        // The drainer releases the handler once its callback ends.
        return
      case .skipped: return
      }
    }
    // Here no callback of this entry runs on another thread. One running on this thread (a
    // disposal from inside the callback) leaves the release to the drainer.
    if entry.state.load(ordering: .sequentiallyConsistent) & Entry.replayingBit != 0 { return }
    if inFlight.load(ordering: .sequentiallyConsistent) == identity,
      lock.withLock({ drainer == me })
    {
      return
    }
    entry.releaseHandler()
  }

  /// Lets go of every subscription: the owning subject calls it from its `deinit`, as no event
  /// can come any more. A drain under way does it when it ends.
  @usableFromInline
  func ownerDidDeinit() {
    let released = lock.withLock { () -> [EventHandler<Element>] in
      ownerIsGone = true
      return isDraining ? [] : releaseAllLocked()
    }
    _ = released
  }

  /// Marks every entry disposed and takes their handlers, for the caller to release after the
  /// lock. Entries replaying release their own. Call with the lock held, with no drain running.
  @usableFromInline
  func releaseAllLocked() -> [EventHandler<Element>] {
    var handlers: [EventHandler<Element>] = []
    for entry in entries {
      let before = entry.state.bitwiseOr(
        Entry.disposedBit, ordering: .sequentiallyConsistent
      ).oldValue
      guard before & Entry.replayingBit == 0 else { continue }
      if let handler = entry.takeHandler() { handlers.append(handler) }
    }
    entries = []
    liveCount = 0
    return handlers
  }
}

// All mutable state is only touched with `lock` held, or is atomic.
extension ObserverList: @unchecked Sendable {}

/// One subscription to an ``ObserverList``: its entry in the list, and its disposable.
///
/// One object for both, not two: every subscription to a subject allocates it.
@usableFromInline
final class ObserverListSubscription<Element>: Disposable {
  @usableFromInline static var disposedBit: UInt8 { 1 }
  /// The handler was taken (released, or about to be), by whoever ended the last callback.
  @usableFromInline static var releasedBit: UInt8 { 2 }
  /// The subscribing thread replays the subject's state to it; the drainer queues its events.
  @usableFromInline static var replayingBit: UInt8 { 4 }

  @usableFromInline let list: ObserverList<Element>
  /// Read by the drainer only while the entry is not disposed; taken once by whoever claims
  /// `releasedBit`, when no callback can run any more.
  @usableFromInline @exclusivity(unchecked) var handler: EventHandler<Element>?
  /// The sequence number of the last event sent before this entry subscribed; it receives
  /// only later events.
  @usableFromInline let startSequence: UInt64
  @usableFromInline let state: Atomic<UInt8>
  /// The thread replaying, while `replayingBit` is set.
  @usableFromInline let replayer: UInt
  /// Events the drainer met while the entry replayed; guarded by the list's lock.
  @usableFromInline @exclusivity(unchecked) var backlog: [Event<Element>] = []

  @inlinable
  init(
    list: ObserverList<Element>, handler: @escaping EventHandler<Element>,
    startSequence: UInt64, replaying: Bool
  ) {
    self.list = list
    self.handler = handler
    self.startSequence = startSequence
    self.state = Atomic(replaying ? Self.replayingBit : 0)
    self.replayer = replaying ? currentThreadIdentity() : 0
  }

  @inlinable
  func dispose() { list.remove(self) }

  @inlinable
  var isDisposed: Bool { state.load(ordering: .relaxed) & Self.disposedBit != 0 }

  /// Takes the handler if no one has: the one caller that claims `releasedBit`.
  @usableFromInline
  func takeHandler() -> EventHandler<Element>? {
    let before = state.bitwiseOr(Self.releasedBit, ordering: .sequentiallyConsistent).oldValue
    guard before & Self.releasedBit == 0 else { return nil }
    defer { handler = nil }
    return handler
  }

  /// Releases the handler (and what it captured) on this thread, outside any lock.
  @usableFromInline
  func releaseHandler() {
    _ = takeHandler()
  }

  /// Called by the drainer for an entry that was replaying when it met `event`: queues the
  /// event for the replaying thread, unless the replay ended meanwhile (then `false`: deliver
  /// it).
  @usableFromInline
  func queueWhileReplaying(_ event: Event<Element>) -> Bool {
    list.withLock {
      guard state.load(ordering: .sequentiallyConsistent) & Self.replayingBit != 0 else {
        return false
      }
      backlog.append(event)
      return true
    }
  }

  /// Delivers `replayed` (the subject's state when this entry subscribed), then the events the
  /// drainer queued for it meanwhile, on the subscribing thread, outside the lock; then lets
  /// the drainer deliver to it directly.
  @inlinable
  func replay(_ replayed: [Event<Element>]) {
    var batch = replayed
    var terminated = false
    while true {
      for event in batch where !terminated {
        guard state.load(ordering: .sequentiallyConsistent) & Self.disposedBit == 0 else { break }
        if let handler { handler(event) }
        if event.isStopEvent { terminated = true }
      }
      let more = list.withLock { () -> [Event<Element>]? in
        if !backlog.isEmpty, !terminated,
          state.load(ordering: .sequentiallyConsistent) & Self.disposedBit == 0
        {
          defer { backlog = [] }
          return backlog
        }
        backlog = []
        state.bitwiseAnd(~Self.replayingBit, ordering: .sequentiallyConsistent)
        return nil
      }
      guard let more else { break }
      batch = more
    }
    if list.waiters.load(ordering: .sequentiallyConsistent) != 0 { list.wakeDisposals() }
    if state.load(ordering: .sequentiallyConsistent) & Self.disposedBit != 0 || terminated {
      releaseHandler()
    }
  }
}

// `handler` is read by the one thread delivering to the entry, and taken once no callback can
// run (see `takeHandler`); `backlog` is guarded by the list's lock; `state` is atomic.
extension ObserverListSubscription: @unchecked Sendable {}
