import RIBSupport
import Synchronization

/// What a subject's drain queues: an event, and the entries to deliver it to (those subscribed
/// before it was sent).
@usableFromInline
typealias ObserverListItem<Element> = (event: Event<Element>, entries: EntryBuffer<Element>)

/// The subscriber list every subject and relay is built on: ``Serializer``'s queue-drain,
/// delivering each event to many observers.
///
/// ## Guarantees
/// - **No lock around user code**, as in ``Serializer``: sending, subscribing, reading a value
///   and disposing never wait for an observer running on another thread (disposing waits for
///   that subscription's own callback only).
/// - **Serialized, never blocking**, as in ``Serializer``: every observer sees the events in
///   the same order, one at a time, and an event sent from inside a delivery reaches every
///   observer after the current one has reached all of them.
/// - **Order.** Observers are called in subscription order. One added during a delivery starts
///   with the next event sent after it subscribed; one removed during a delivery gets nothing
///   more, even later in the same pass.
/// - **Disposal is final.** The key in flight is the entry being called: a disposal that finds
///   its own entry there, called on another thread, waits for that one callback, unless the
///   wait would close a cycle (see ``DisposalWaits``), which it reports.
/// - **Observers are released outside the lock**, by whoever ends the entry's last callback:
///   the disposal, or the drainer when the entry was disposed from inside its callback or by a
///   disposal that could not wait. A terminal event lets go of every entry once delivered.
///
/// ## Performance
/// The event path is `@inlinable`, with the subjects' and relays' entry points, so that it is
/// specialised for the element type where events are sent. An uncontended send takes the lock
/// once, to take the event and claim the drain with a plain store (only lock holders claim a
/// list's drain); the drainer reads the entries from a buffer that nothing changes while a
/// drain may read it (``EntryBuffer``), without retaining it, and ends with one
/// compare-and-swap. Lock-guarded properties are `@exclusivity(unchecked)`: the dynamic
/// checks nearly doubled the cost of `BehaviorRelay.accept` (callgrind).
///
/// A subscription is one object, ``ObserverListSubscription``: the list's entry and the
/// disposable the subscriber gets. The subject that owns the list calls ``ownerDidDeinit()``
/// from its `deinit` to let go of subscriptions never disposed.
@usableFromInline
final class ObserverList<Element>: Serializer<ObserverListItem<Element>>, @unchecked Sendable {
  @usableFromInline typealias Entry = ObserverListSubscription<Element>
  /// The entries an event is delivered to.
  @usableFromInline typealias Pass = EntryBuffer<Element>

  // Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var entries = EntryBuffer<Element>()
  /// Buffers replaced during a drain, which it may still read; freed when it ends.
  @usableFromInline @exclusivity(unchecked) var retired: [EntryBuffer<Element>] = []
  /// How many of `entries` are not disposed.
  @usableFromInline @exclusivity(unchecked) var liveCount = 0
  /// The drainer's thread, set when it claims the drain.
  @usableFromInline @exclusivity(unchecked) var drainer: UInt = 0
  /// Whether a terminal event was sent; `terminalError` holds its error, if it was one.
  @usableFromInline @exclusivity(unchecked) var isTerminated = false
  @usableFromInline @exclusivity(unchecked) var terminalError: (any Error)?

  @inlinable
  init() { super.init { _ in true } }

  // Entries hold the list, so only buffers with none are left here; their memory is freed.
  deinit {
    entries.free()
    freeRetired()
  }

  /// The terminal event, if one was sent. Call with the lock held.
  @inlinable
  var terminalEvent: Event<Element>? {
    guard isTerminated else { return nil }
    if let terminalError { return .error(terminalError) }
    return .completed
  }

  /// Whether any observer is subscribed. None is from the terminal event on, while it is still
  /// being delivered too (as RxSwift's subjects, which let go of their observers before they
  /// deliver it): a loop the terminal event ends finds none left. Call with the lock held.
  @inlinable
  var hasEntries: Bool { liveCount > 0 && !isTerminated }

  /// Adds an observer, which receives the events sent after this. With `replaying`, the
  /// drainer queues its events for the subscribing thread until that thread has replayed the
  /// subject's state (``ObserverListSubscription/replay(_:)``). Call with the lock held.
  @inlinable
  func add(_ handler: @escaping EventHandler<Element>, replaying: Bool = false) -> Entry {
    let entry = Entry(list: self, handler: handler, replaying: replaying)
    // Disposed entries are dropped here, once they outnumber the live ones, rather than by
    // `remove`: subscribing is usually specialised, disposing seldom is.
    if (entries.count - liveCount) * 2 > entries.count || isDraining
      || !entries.appendInPlace(entry)
    {
      replaceEntries(with: entries.rebuilt(adding: entry))
    }
    liveCount += 1
    return entry
  }

  /// Makes `buffer` the entries; frees the old buffer, or, if a drain may be reading it,
  /// keeps it until the drain ends. Call with the lock held.
  @inlinable
  func replaceEntries(with buffer: EntryBuffer<Element>) {
    let old = entries
    entries = buffer
    if raiseAttention() {
      retired.append(old)
    } else {
      old.free()
      freeRetired()
    }
  }

  /// Frees the retired buffers. Call with the lock held, with no drain running.
  @inlinable
  func freeRetired() {
    guard !retired.isEmpty else { return }
    for buffer in retired { buffer.free() }
    retired = []
  }

  /// Takes `event` for delivery. Call with the lock held. Returns the entries the caller must
  /// deliver it to, with ``drain(_:_:)`` outside the lock, or `nil` if the event was queued for
  /// the thread draining, or dropped after a terminal event.
  @inlinable
  func take(_ event: Event<Element>) -> Pass? {
    guard !isTerminated else { return nil }
    if event.isStopEvent {
      isTerminated = true
      if case .error(let error) = event { terminalError = error }
    }
    if raiseAttention() {
      queue.append((event, entries))
      return nil
    }
    drainer = currentThreadIdentity()
    // Relaxed: a disposal reads it under the lock. A terminal event's drain ends under the
    // lock, to let go of every entry.
    state.store(
      firstKey(of: entries) | (isTerminated ? Self.attentionBit : 0), ordering: .relaxed)
    return entries
  }

  /// The key the drain starts with: the first entry, or, with none, the drainer.
  @inlinable
  func firstKey(of pass: Pass) -> UInt {
    let first = pass.identity(at: 0)
    return first != 0 ? first : drainer
  }

  /// Delivers `event` to `pass`, then what was queued meanwhile. Call without the lock, after
  /// ``take(_:)`` returned `pass`.
  @inlinable
  func drain(_ event: Event<Element>, _ pass: Pass) {
    var key = firstKey(of: pass)
    deliver(event, pass, key: &key)
    if endDrain(key) { return }
    drainQueued(stopping: false) { item, key in
      deliver(item.event, item.entries, key: &key)
      return true
    }
    afterDrain()
  }

  /// Delivers `event` to each entry of `pass` not disposed, in order, publishing each as the
  /// key in flight before calling it.
  @inlinable
  func deliver(_ event: Event<Element>, _ pass: Pass, key: inout UInt) {
    var index = 0
    while index < pass.count {
      let identity = pass.identity(at: index)
      if identity != key { key = publishInFlight(identity, replacing: key) }
      pass[index]._withUnsafeGuaranteedRef { deliver(event, to: $0) }
      index += 1
    }
  }

  /// Delivers `event` to `entry`, unless it is disposed.
  @inlinable
  func deliver(_ event: Event<Element>, to entry: Entry) {
    let state = entry.state.load(ordering: .sequentiallyConsistent)
    guard state & Entry.disposedBit == 0 else { return }
    if state & Entry.replayingBit != 0, entry.queueWhileReplaying(event) { return }
    // Not disposed, so the handler is there until this callback ends (see `remove`).
    entry.handler?._withUnsafeGuaranteedRef { $0.call(event) }
    if entry.state.load(ordering: .sequentiallyConsistent) & Entry.disposedBit != 0 {
      // Disposed from inside its callback, or by a disposal that could not wait for it.
      _ = entry.takeHandler()
    }
  }

  /// After a drain that ended under the lock: frees the retired buffers, and lets go of every
  /// entry if the subject terminated or went away.
  @usableFromInline
  func afterDrain() {
    let released = lock.withLock { () -> [HandlerBox<Element>] in
      guard !isDraining else { return [] }
      freeRetired()
      return isTerminated || isStopped ? releaseAllLocked() : []
    }
    _ = released
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
      // Once terminated, no entry counts (`releaseAllLocked` zeroes the count), those it left
      // replaying included.
      if before & (Entry.disposedBit | Entry.releasedBit) == 0, !isTerminated {
        liveCount -= 1
        if liveCount == 0, !isDraining { replaceEntries(with: EntryBuffer()) }
      }
      // Replaying on the subscribing thread: that thread's callback is the one in flight.
      if before & Entry.replayingBit != 0 { return entry.replayer }
      return isInFlight(identity) ? drainer : 0
    }
    if awaited != 0, awaited != me {
      let finished = outlast(
        awaited, "the delivery of an event of \(Element.self) to the subscription it disposed",
        subjects: [SupportReport.Subject(entry)]
      ) { [self] in
        isInFlight(identity)
          || entry.state.load(ordering: .sequentiallyConsistent) & Entry.replayingBit != 0
      }
      // If not, the drainer releases the handler once its callback ends.
      guard finished else { return }
    }
    // Here no callback of this entry runs on another thread. One running on this thread (a
    // disposal from inside the callback) leaves the release to the drainer or the replayer.
    if entry.state.load(ordering: .sequentiallyConsistent) & Entry.replayingBit != 0 { return }
    if isInFlight(identity), lock.withLock({ drainer == me }) { return }
    _ = entry.takeHandler()
  }

  /// Whether the entry `identity` is the one in flight.
  @usableFromInline
  func isInFlight(_ identity: UInt) -> Bool {
    state.load(ordering: .sequentiallyConsistent) & ~Self.flags == identity
  }

  /// Lets go of every subscription: the owning subject calls it from its `deinit`, as no event
  /// can come any more. A drain under way does it when it ends.
  @usableFromInline
  func ownerDidDeinit() {
    var dropped: [ObserverListItem<Element>?] = []
    let released = lock.withLock { () -> [HandlerBox<Element>] in
      dropped = stopLocked()
      return isDraining ? [] : releaseAllLocked()
    }
    _ = (dropped, released)
  }

  /// Marks every entry disposed and takes their handlers, for the caller to release after the
  /// lock. Entries replaying release their own. Call with the lock held, with no drain running.
  @usableFromInline
  func releaseAllLocked() -> [HandlerBox<Element>] {
    var handlers: [HandlerBox<Element>] = []
    for index in 0..<entries.count {
      let entry = entries[index].takeUnretainedValue()
      // Still replaying to a subscriber that joined as the subject ended: the terminal event
      // waits in its backlog, which a disposed mark would make it drop. It lets go of its
      // handler itself once it has delivered that event.
      if isTerminated,
        entry.state.load(ordering: .sequentiallyConsistent) & Entry.replayingBit != 0
      {
        continue
      }
      let before = entry.state.bitwiseOr(
        Entry.disposedBit, ordering: .sequentiallyConsistent
      ).oldValue
      guard before & Entry.replayingBit == 0 else { continue }
      if let handler = entry.takeHandler() { handlers.append(handler) }
    }
    replaceEntries(with: EntryBuffer())
    liveCount = 0
    return handlers
  }
}

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
  /// `releasedBit`, when no callback can run any more. Held with a manual retain so that it
  /// is called borrowed (see ``HandlerBox``).
  @usableFromInline @exclusivity(unchecked) var handler: Unmanaged<HandlerBox<Element>>?
  @usableFromInline let state: Atomic<UInt8>
  /// The thread replaying, while `replayingBit` is set.
  @usableFromInline let replayer: UInt
  /// Events the drainer met while the entry replayed; guarded by the list's lock.
  @usableFromInline @exclusivity(unchecked) var backlog: [Event<Element>] = []

  @inlinable @inline(__always)
  init(
    list: ObserverList<Element>, handler: @escaping EventHandler<Element>, replaying: Bool
  ) {
    self.list = list
    self.handler = .passRetained(HandlerBox(handler))
    self.state = Atomic(replaying ? Self.replayingBit : 0)
    self.replayer = replaying ? currentThreadIdentity() : 0
  }

  // Normally taken already (disposed, or let go of with the subject).
  deinit { handler?.release() }

  @inlinable
  func dispose() { list.remove(self) }

  @inlinable
  var isDisposed: Bool { state.load(ordering: .relaxed) & Self.disposedBit != 0 }

  /// Takes the handler if no one has: the one caller that claims `releasedBit`.
  @usableFromInline
  func takeHandler() -> HandlerBox<Element>? {
    let before = state.bitwiseOr(Self.releasedBit, ordering: .sequentiallyConsistent).oldValue
    guard before & Self.releasedBit == 0 else { return nil }
    defer { handler = nil }
    return handler?.takeRetainedValue()
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
        handler?._withUnsafeGuaranteedRef { $0.call(event) }
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
    list.wakeIfWaiting()
    if state.load(ordering: .sequentiallyConsistent) & Self.disposedBit != 0 || terminated {
      _ = takeHandler()
    }
  }
}

/// An observer's closure, in an object of its own that its subscription holds with a manual
/// retain, so that the drainer calls it borrowed: read out of the subscription's optional
/// property, the closure's context was retained and released around every call.
@usableFromInline
final class HandlerBox<Element> {
  @usableFromInline let call: EventHandler<Element>

  @inlinable
  init(_ call: @escaping EventHandler<Element>) { self.call = call }
}

// `handler` is read by the one thread delivering to the entry, and taken once no callback can
// run (see `takeHandler`); `backlog` is guarded by the list's lock; `state` is atomic.
extension ObserverListSubscription: @unchecked Sendable {}
