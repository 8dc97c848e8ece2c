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
///   The drainer publishes which entry it is calling (in `state`); a disposal that finds its
///   own entry there, called on another thread, waits for that one callback, unless the wait
///   would close a cycle (see ``DisposalWaits``), which it reports.
/// - **Observers are released outside the lock**, by whoever ends the entry's last callback:
///   the disposal, or the drainer when the entry was disposed from inside its callback or by a
///   disposal that could not wait. A terminal event lets go of every entry once delivered.
///
/// ## Performance
/// The event path is `@inlinable`, with the subjects' and relays' entry points, so that it is
/// specialised for the element type where events are sent. An uncontended send takes the lock
/// once, to take the event; the drainer then reads the entries from a buffer that nothing
/// changes while it drains (``EntryBuffer``), without retaining it, and gives the drain back
/// with one compare-and-swap of `state`, which fails when someone set `attentionBit` meanwhile
/// (an event queued, a buffer retired, the subject terminated or gone): then it takes the lock.
/// Lock-guarded properties are `@exclusivity(unchecked)`: with the dynamic checks,
/// `BehaviorRelay.accept` to one subscriber took 1,086 instructions instead of 612, and with
/// them on the queue's properties only, `take` was no longer inlined (callgrind).
///
/// A subscription is one object, ``ObserverListSubscription``: the list's entry and the
/// disposable the subscriber gets. The subject that owns the list calls ``ownerDidDeinit()``
/// from its `deinit` to let go of subscriptions never disposed.
@usableFromInline
final class ObserverList<Element> {
  @usableFromInline typealias Entry = ObserverListSubscription<Element>

  /// What a drainer delivers an event to: the entries when it was taken, those subscribed
  /// before it. Without the event, so that it is trivially copied: passed around with one,
  /// `Pass?` went through generic value witnesses wherever a call was not inlined.
  @usableFromInline
  struct Pass {
    @usableFromInline let sequence: UInt64
    @usableFromInline let entries: EntryBuffer<Element>

    @inlinable
    init(sequence: UInt64, entries: EntryBuffer<Element>) {
      self.sequence = sequence
      self.entries = entries
    }
  }

  /// A drain runs.
  @usableFromInline static var drainingBit: UInt { 1 }
  /// The drainer must take the lock before it ends its pass.
  @usableFromInline static var attentionBit: UInt { 2 }
  @usableFromInline static var flags: UInt { 3 }

  @usableFromInline let lock = BookkeepingLock()

  // Guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var entries = EntryBuffer<Element>()
  /// Buffers replaced during a drain, which it may still read; freed when its pass ends.
  @usableFromInline @exclusivity(unchecked) var retired: [EntryBuffer<Element>] = []
  /// How many of `entries` are not disposed (`remove` runs unspecialised, where reading the
  /// array's count looked up its metadata).
  @usableFromInline @exclusivity(unchecked) var liveCount = 0
  @usableFromInline @exclusivity(unchecked) var sequence: UInt64 = 0
  /// The drainer's thread, set when a drain starts (it only starts with the lock held).
  @usableFromInline @exclusivity(unchecked) var drainer: UInt = 0
  @usableFromInline @exclusivity(unchecked)
  var pending: [(sequence: UInt64, event: Event<Element>)] = []
  @usableFromInline @exclusivity(unchecked) var pendingHead = 0
  /// Whether a terminal event was sent; `terminalError` holds its error, if it was one.
  @usableFromInline @exclusivity(unchecked) var isTerminated = false
  @usableFromInline @exclusivity(unchecked) var terminalError: (any Error)?
  /// Set when the owner went away during a drain: the drainer lets go of every entry.
  @usableFromInline @exclusivity(unchecked) var ownerIsGone = false

  /// The identity of the entry whose callback the drainer runs (or is about to), with
  /// `drainingBit` and `attentionBit`; 0 when no drain runs. A drain starts, and passes start,
  /// under `lock`; between entries, and at the end of a pass, the drainer changes it without
  /// the lock, sequentially consistent against the disposal's flag (see ``deliver(_:_:)``).
  @usableFromInline let state = Atomic<UInt>(0)
  /// Disposals waiting for the entry in flight to change.
  @usableFromInline let waiters = Atomic<Int>(0)

  @inlinable
  init() {}

  // Entries hold the list, so only buffers with none are left here; their memory is freed.
  deinit {
    entries.free()
    freeRetired()
  }

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

  /// Whether a drain runs. Call with the lock held: if not, none starts until it is released,
  /// and the last one's reads of the entries are over.
  @inlinable
  var isDraining: Bool { state.load(ordering: .acquiring) & Self.drainingBit != 0 }

  /// Sets `attentionBit` if a drain runs; returns whether one does. Call with the lock held.
  @inlinable
  func raiseAttention() -> Bool {
    var current = state.load(ordering: .acquiring)
    while current & Self.drainingBit != 0 {
      if current & Self.attentionBit != 0 { return true }
      // The drainer changes the word without the lock: so a compare-and-swap.
      let (exchanged, original) = state.compareExchange(
        expected: current, desired: current | Self.attentionBit,
        ordering: .acquiringAndReleasing)
      if exchanged { return true }
      current = original
    }
    return false
  }

  /// Adds an observer, which receives the events sent after this. With `replaying`, the
  /// drainer queues its events for the subscribing thread until that thread has replayed the
  /// subject's state (``ObserverListSubscription/replay(_:)``). Call with the lock held.
  @inlinable
  func add(_ handler: @escaping EventHandler<Element>, replaying: Bool = false) -> Entry {
    let entry = Entry(list: self, handler: handler, startSequence: sequence, replaying: replaying)
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
  /// keeps it until that drain's pass ends. Call with the lock held.
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

  /// Frees the retired buffers. Call with the lock held, with no drain reading them.
  @inlinable
  func freeRetired() {
    guard !retired.isEmpty else { return }
    for buffer in retired { buffer.free() }
    retired = []
  }

  /// Takes `event` for delivery. Call with the lock held. Returns the pass the caller must
  /// deliver `event` in (then call ``drain(_:_:)`` outside the lock), or `nil` if the event was
  /// queued for the thread draining, or dropped after a terminal event.
  @inlinable
  func take(_ event: Event<Element>) -> Pass? {
    guard !isTerminated else { return nil }
    if event.isStopEvent {
      isTerminated = true
      if case .error(let error) = event { terminalError = error }
    }
    sequence &+= 1
    if raiseAttention() {
      pending.append((sequence, event))
      return nil
    }
    drainer = currentThreadIdentity()
    return startPass(sequence: sequence, attention: isTerminated)
  }

  /// Publishes the first entry as in flight for the pass of event `sequence`. Call with the
  /// lock held.
  @inlinable
  func startPass(sequence: UInt64, attention: Bool) -> Pass {
    // Relaxed: a disposal reads it under the lock.
    state.store(
      entries.identity(at: 0) | Self.drainingBit | (attention ? Self.attentionBit : 0),
      ordering: .relaxed)
    return Pass(sequence: sequence, entries: entries)
  }

  /// Delivers `event` in `pass`, then what was queued meanwhile, until the queue is empty.
  /// Call without the lock, after ``take(_:)`` returned `pass`.
  @inlinable
  func drain(_ event: Event<Element>, _ pass: Pass) {
    if !endsWithoutLock(deliver(event, pass)) { drainQueued() }
  }

  /// Ends the drain with one compare-and-swap, if nothing needs the lock (see `attentionBit`).
  @inlinable
  func endsWithoutLock(_ last: UInt) -> Bool {
    guard
      state.compareExchange(expected: last, desired: 0, ordering: .sequentiallyConsistent)
        .exchanged
    else { return false }
    // A disposal waiting for the last entry waits no more.
    if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeDisposals() }
    return true
  }

  /// After a pass that must end with the lock: delivers the queued events, then lets go of
  /// every entry if the subject terminated or went away.
  @inlinable
  func drainQueued() {
    // The queue's spent events are released after the lock: an event's value may be the last
    // reference to an object whose deinit is the user's.
    var spent: [(sequence: UInt64, event: Event<Element>)] = []
    while let (event, pass) = lock.withLock({ nextPass(spent: &spent) }) {
      if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeDisposals() }
      if endsWithoutLock(deliver(event, pass)) { return }
    }
    if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeDisposals() }
    releaseAllAfterDrain()
  }

  /// The next queued event's pass, or `nil`, ending the drain; then the queue, delivered or
  /// dropped, is moved into `spent`, for the caller to release after the lock. Call with the
  /// lock held.
  @inlinable
  func nextPass(spent: inout [(sequence: UInt64, event: Event<Element>)]) -> (Event<Element>, Pass)?
  {
    freeRetired()
    if pendingHead < pending.count, !ownerIsGone {
      let (sequence, event) = pending[pendingHead]
      pendingHead += 1
      // The last one: the queue is not kept holding it (the drain may end without the lock).
      if pendingHead == pending.count { moveQueue(into: &spent) }
      let pass = startPass(
        sequence: sequence, attention: pendingHead < pending.count || isTerminated)
      return (event, pass)
    }
    if _slowPath(!pending.isEmpty) { moveQueue(into: &spent) }
    drainer = 0
    state.store(0, ordering: .sequentiallyConsistent)
    return nil
  }

  /// Empties the queue into `spent`, which the caller releases after the lock. Call with the
  /// lock held.
  @usableFromInline
  func moveQueue(into spent: inout [(sequence: UInt64, event: Event<Element>)]) {
    spent.append(contentsOf: pending)
    pending.removeAll(keepingCapacity: pending.count <= 64)
    pendingHead = 0
  }

  /// Wakes the disposals waiting for a callback, to look again at `state`.
  @usableFromInline
  func wakeDisposals() { DisposalWaits.wakeWaiters() }

  /// After a drain that ended with the lock (a terminal event, the subject gone, or only
  /// events queued): lets go of every entry if the subject terminated or went away.
  @usableFromInline
  func releaseAllAfterDrain() {
    let released = lock.withLock { () -> [HandlerBox<Element>] in
      guard isTerminated || ownerIsGone, !isDraining else { return [] }
      return releaseAllLocked()
    }
    _ = released
  }

  /// Delivers `event` to each entry of `pass` subscribed before it, not disposed, in order.
  /// Returns the last value it gave `state` (without `attentionBit`), the pass's end expects.
  @inlinable
  func deliver(_ event: Event<Element>, _ pass: Pass) -> UInt {
    var current = pass.entries.identity(at: 0) | Self.drainingBit
    var index = 0
    while index < pass.entries.count {
      if index > 0 {
        // Sequentially consistent, against `remove`, which sets the disposed flag then reads
        // this: either the disposal sees this entry in flight (and waits), or this thread sees
        // the flag (and skips it).
        current = publishInFlight(pass.entries.identity(at: index), replacing: current)
        if waiters.load(ordering: .sequentiallyConsistent) != 0 { wakeDisposals() }
      }
      pass.entries[index]._withUnsafeGuaranteedRef { deliver(event, pass, to: $0) }
      index += 1
    }
    return current
  }

  /// Makes `identity` the entry in flight, keeping `attentionBit`; returns the new value
  /// without it.
  @inlinable
  func publishInFlight(_ identity: UInt, replacing current: UInt) -> UInt {
    let desired = identity | Self.drainingBit
    var expected = current
    while true {
      let (exchanged, original) = state.compareExchange(
        expected: expected, desired: desired | (expected & Self.attentionBit),
        ordering: .sequentiallyConsistent)
      if exchanged { return desired }
      expected = original
    }
  }

  /// Delivers `event` to `entry`, if it subscribed before it and is not disposed.
  @inlinable
  func deliver(_ event: Event<Element>, _ pass: Pass, to entry: Entry) {
    guard entry.startSequence < pass.sequence else { return }
    let state = entry.state.load(ordering: .sequentiallyConsistent)
    guard state & Entry.disposedBit == 0 else { return }
    if state & Entry.replayingBit != 0, entry.queueWhileReplaying(event) { return }
    // Not disposed, so the handler is there until this callback ends (see `remove`).
    entry.handler?._withUnsafeGuaranteedRef { $0.call(event) }
    if entry.state.load(ordering: .sequentiallyConsistent) & Entry.disposedBit != 0 {
      // Disposed from inside its callback, or by a disposal that could not wait for it.
      entry.releaseHandler()
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
        if liveCount == 0, !isDraining { replaceEntries(with: EntryBuffer()) }
      }
      if before & Entry.replayingBit != 0, entry.replayer != me {
        // Replaying on the subscribing thread: that thread's callback is the one in flight.
        waiters.add(1, ordering: .sequentiallyConsistent)
        return entry.replayer
      }
      guard isInFlight(identity), drainer != me else { return 0 }
      waiters.add(1, ordering: .sequentiallyConsistent)
      return drainer
    }
    if awaited != 0 {
      let waited = DisposalWaits.wait(for: awaited) { [self] in
        isInFlight(identity)
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
    if isInFlight(identity), lock.withLock({ drainer == me }) { return }
    entry.releaseHandler()
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
    let released = lock.withLock { () -> [HandlerBox<Element>] in
      ownerIsGone = true
      return raiseAttention() ? [] : releaseAllLocked()
    }
    _ = released
  }

  /// Marks every entry disposed and takes their handlers, for the caller to release after the
  /// lock. Entries replaying release their own. Call with the lock held, with no drain running.
  @usableFromInline
  func releaseAllLocked() -> [HandlerBox<Element>] {
    var handlers: [HandlerBox<Element>] = []
    for index in 0..<entries.count {
      let entry = entries[index].takeUnretainedValue()
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
  /// `releasedBit`, when no callback can run any more. Held with a manual retain so that it
  /// is called borrowed (see ``HandlerBox``).
  @usableFromInline @exclusivity(unchecked) var handler: Unmanaged<HandlerBox<Element>>?
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
    self.handler = .passRetained(HandlerBox(handler))
    self.startSequence = startSequence
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
    if list.waiters.load(ordering: .sequentiallyConsistent) != 0 { list.wakeDisposals() }
    if state.load(ordering: .sequentiallyConsistent) & Self.disposedBit != 0 || terminated {
      releaseHandler()
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
