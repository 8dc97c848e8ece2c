import RIBSupport

/// The subscriber list every subject and relay is built on.
///
/// ## Guarantees
/// - **Order.** Observers are called in subscription order, for every event.
/// - **One lock per event.** `send` takes the lock once, walks a contiguous array and calls
///   each handler directly: no allocation, no dictionary, no copy of the list.
/// - **Disposal is final.** Delivery happens under the lock and `remove` takes the same lock,
///   so once `remove` returns on one thread, no delivery to that observer is running on another.
/// - **Re-entrancy.** An observer that emits into the same list during delivery does not recurse:
///   the event is queued and delivered, to every observer, after the current one has reached all
///   of them. So every observer sees events in the same order. An observer added during a
///   delivery starts with the next event; one removed during a delivery gets nothing more, even
///   later in the same pass.
///
/// The price of delivering under the lock: two threads that each deliver from one list into
/// the other can deadlock, as with any lock held across a callback. Feed a cycle of subjects
/// from one thread, or break it with `observe(on:)`.
///
/// ## Performance
/// The event path (`send`, `deliver`) is `@inlinable`, with the subjects' and relays' entry
/// points, `Sink` and the common operators, so that it is specialised for the element type in
/// the module that uses it. Unspecialised, each event looked up the metadata of `Event<Element>`
/// and its relatives in the runtime's cache several times (about 5,500 instructions to deliver
/// one `BehaviorRelay<Int>.accept` to one subscriber, against 150 for a mutex and a closure
/// call). The stored properties guarded by `lock` are `@exclusivity(unchecked)`: the lock
/// already serialises them, and the dynamic exclusivity checks that `@usableFromInline`
/// properties otherwise get cost more than the rest of a delivery.
///
/// A subscription is one object, ``ObserverListSubscription``: the list's entry and the
/// disposable the subscriber gets. It holds the list, and the list holds it until it is
/// removed, so the subject that owns the list calls ``ownerDidDeinit()`` from its `deinit` to
/// break that cycle for subscriptions never disposed.
///
/// Disposal often runs in unspecialised code (through `any Disposable`), so what it touches is
/// kept cheap there: it marks the entry removed instead of searching for it (the next `add`
/// sweeps removed entries out once they outnumber the live ones), and the terminal state is a
/// flag and an error, not an `Event<Element>?`, whose metadata every unspecialised test or
/// destruction of it had to look up.
@usableFromInline
final class ObserverList<Element> {
  @usableFromInline let lock = ReentrantLock()

  // Everything below is guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var entries: [ObserverListSubscription<Element>] = []
  /// How many of `entries` are not removed. A count of its own, not `entries.count` minus
  /// the removed ones, because `remove` usually runs unspecialised, where reading
  /// `entries.count` looked up the array's generic metadata (some 330 instructions).
  @usableFromInline @exclusivity(unchecked) var liveCount = 0
  @usableFromInline @exclusivity(unchecked) var sequence: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var isDelivering = false
  @usableFromInline @exclusivity(unchecked)
  var pending: [(sequence: UInt64, event: Event<Element>)] = []
  /// Whether a terminal event was sent; `terminalError` holds its error, if it was one.
  @usableFromInline @exclusivity(unchecked) var isTerminated = false
  @usableFromInline @exclusivity(unchecked) var terminalError: (any Error)?

  @inlinable
  init() {}

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

  /// Adds an observer. Call with the lock held; the caller replays any current state to
  /// `handler` itself, still under the lock, before releasing it.
  @inlinable
  func add(_ handler: @escaping EventHandler<Element>) -> ObserverListSubscription<Element> {
    if !isDelivering, (entries.count - liveCount) * 2 > entries.count { sweep() }
    let entry = ObserverListSubscription(list: self, handler: handler, startSequence: sequence)
    entries.append(entry)
    liveCount += 1
    return entry
  }

  /// Removes an observer; after this returns, it is never called again.
  @inlinable
  func remove(_ entry: ObserverListSubscription<Element>) {
    lock.withLock {
      guard entry.handler != nil else { return }
      liveCount -= 1
      if liveCount == 0 { entries = [] }
      // Last, once the counts are right: what the handler captured may run any code as it
      // goes, even end this list re-entrantly.
      entry.handler = nil
    }
  }

  /// Drops the removed entries, keeping the order of the others. Call with the lock held.
  ///
  /// `add` calls it, once removed entries outnumber the live ones, rather than `remove`:
  /// subscribing is usually specialised, disposing seldom is (it goes through `any Disposable`),
  /// and unspecialised, this generic array work cost ten times as much.
  @inlinable
  func sweep() {
    entries.removeAll { $0.handler == nil }
  }

  /// Sends an event to every observer. Call with the lock held. Returns `false` if the list
  /// had already terminated and the event was dropped.
  @discardableResult
  @inlinable
  func send(_ event: Event<Element>) -> Bool {
    guard !isTerminated else { return false }
    if event.isStopEvent {
      isTerminated = true
      if case .error(let error) = event { terminalError = error }
    }
    sequence &+= 1
    if isDelivering {
      pending.append((sequence, event))
      return true
    }
    isDelivering = true
    deliver(event, sequence: sequence)
    if !pending.isEmpty { drainPending() }
    isDelivering = false
    if isTerminated { releaseAll() }
    return true
  }

  @inlinable
  func deliver(_ event: Event<Element>, sequence: UInt64) {
    // By index over the list itself rather than over a copy, which cost a retain and a
    // release of the array per event. Observers may change the list meanwhile: one added
    // starts after this event's sequence, one removed only loses its handler, the array is
    // only emptied once every entry is removed, and `add` does not sweep during a delivery.
    var index = 0
    while index < entries.count {
      let entry = entries[index]
      if entry.startSequence < sequence, let handler = entry.handler { handler(event) }
      index += 1
    }
  }

  @usableFromInline
  func drainPending() {
    var index = 0
    while index < pending.count {
      let (sequence, event) = pending[index]
      deliver(event, sequence: sequence)
      index += 1
    }
    pending.removeAll()
  }

  /// Lets go of every subscription: the owning subject calls it from its `deinit`, as no
  /// event can come any more (see the type's comment).
  @usableFromInline
  func ownerDidDeinit() {
    lock.withLock { releaseAll() }
  }

  @inlinable
  func releaseAll() {
    for entry in entries { entry.handler = nil }
    entries.removeAll()
    liveCount = 0
  }
}

// All mutable state is only touched with `lock` held (the methods that do not take it say
// "call with the lock held", and every caller in this module does).
extension ObserverList: @unchecked Sendable {}

/// One subscription to an ``ObserverList``: its entry in the list, and its disposable.
///
/// One object for both, not two: every subscription to a subject allocates it.
@usableFromInline
final class ObserverListSubscription<Element>: Disposable {
  @usableFromInline let list: ObserverList<Element>
  /// Guarded by the list's lock; `nil` once removed.
  @usableFromInline @exclusivity(unchecked) var handler: EventHandler<Element>?
  /// The sequence number of the last event sent before this entry subscribed; it receives
  /// only later events.
  @usableFromInline let startSequence: UInt64

  @inlinable
  init(
    list: ObserverList<Element>, handler: @escaping EventHandler<Element>, startSequence: UInt64
  ) {
    self.list = list
    self.handler = handler
    self.startSequence = startSequence
  }

  @inlinable
  func dispose() { list.remove(self) }
}

// `handler` is only read or written under `list.lock` (see `ObserverList.remove`).
extension ObserverListSubscription: @unchecked Sendable {}
