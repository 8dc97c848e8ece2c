import RIBSupport
import Synchronization

/// The subscriber list every subject and relay is built on.
///
/// ## Guarantees
/// - **Order.** Observers are called in subscription order, for every event.
/// - **One lock per event.** `send` takes the lock once, walks a contiguous array and calls
///   each handler directly: no allocation, no dictionary, no copy of the list.
/// - **Disposal is final.** Delivery happens under the lock and `remove` takes the same lock,
///   so once `remove` returns on one thread, no delivery to that observer is running on another.
///   With one exception, which would otherwise be a deadlock: if the thread delivering waits
///   (through the locks it waits for) for the thread removing, `remove` marks the entry so that
///   nothing more starts for it, reports the cycle and returns (see `ReentrantLock`).
/// - **Observers are released outside the lock.** Letting go of a handler may run any code
///   (the deinit of what it captured, which may dispose into another subject fed from another
///   thread). Handlers are let go of after the lock is released: at once by `remove`, and, when
///   the list lets go of them while locked (a terminal event, an observer removed from inside a
///   delivery), by the outermost ``withLock(_:)`` on the way out.
/// - **Re-entrancy.** An observer that emits into the same list during delivery does not recurse:
///   the event is queued and delivered, to every observer, after the current one has reached all
///   of them. So every observer sees events in the same order. An observer added during a
///   delivery starts with the next event; one removed during a delivery gets nothing more, even
///   later in the same pass.
///
/// The price of delivering under the lock: two threads that each deliver from one list into
/// the other can deadlock, as with any lock held across a callback. Feed a cycle of subjects
/// from one thread, or break it with `observe(on:)`. Such a cycle is reported (a `lockCycle`
/// diagnostic) before the thread waits in it.
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
  /// Handlers let go of while the lock was held, for the outermost ``withLock(_:)`` to release
  /// once it has released the lock. `nil` when there are none, so the event path only tests it.
  @usableFromInline @exclusivity(unchecked) var releasedUnderLock: [EventHandler<Element>]?
  /// How many entries were abandoned by a `remove` that could not take the lock (see
  /// ``ObserverListSubscription/abandon()``) and still hold their handler.
  @usableFromInline let abandonedCount = Atomic<Int>(0)

  @inlinable
  init() {}

  /// Runs `body` holding the lock, then, if this was the outermost hold on this thread,
  /// releases the handlers let go of meanwhile, outside the lock. Every public entry point of
  /// a subject takes the lock through this.
  @inlinable
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    var mustRelease = false
    let result = try lock.withLockNotingOutermost { isOutermost throws -> Result in
      let result = try body()
      // An entry is abandoned while another thread holds the lock, in a delivery: let go of
      // it on the holder's way out, or it may keep what its handler holds (a cycle through
      // the subscriber's own disposable, say) until the next event.
      if _slowPath(abandonedCount.load(ordering: .relaxed) != 0) { collectAbandoned() }
      // Re-entered (from inside a delivery or a replay), the outer hold releases them.
      mustRelease = isOutermost && releasedUnderLock != nil
      return result
    }
    // Rare, so out of line: the event path then holds no local array to destroy.
    if _slowPath(mustRelease) { releaseHandlersLetGoOfUnderLock() }
    return result
  }

  /// Releases, after taking them out under the lock, the handlers the list let go of while
  /// locked.
  @usableFromInline
  func releaseHandlersLetGoOfUnderLock() {
    var released: [EventHandler<Element>]?
    lock.withLock { swap(&released, &releasedUnderLock) }
    _ = released
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

  /// Removes an observer; after this returns, it is never called again, and no delivery to it
  /// is running on another thread, unless waiting for that would deadlock (see the type's
  /// comment). Its handler is released outside the lock.
  @usableFromInline
  func remove(_ entry: ObserverListSubscription<Element>) {
    var released: EventHandler<Element>?
    let removed: Void? = lock.withLockUnlessWaitCycle { isOutermost in
      guard let handler = entry.handler else { return }
      entry.handler = nil
      liveCount -= 1
      if liveCount == 0 { entries = [] }
      if isOutermost {
        released = handler
      } else {
        // Removed from inside a delivery or a replay on this thread: the lock stays held until
        // that ends, and the outermost hold releases the handler.
        releasedUnderLock = (releasedUnderLock ?? []) + [handler]
      }
    }
    if removed == nil {
      entry.abandon()
      SupportDiagnostics.reportWaitCycle(
        threadCount: nil, waitingAnyway: false,
        what: "the delivery of an event of \(Element.self) to the subscription it disposed",
        subjects: [SupportReport.Subject(entry)])
    }
    _ = released
  }

  /// Releases the handlers of abandoned entries: as if their `remove` had run. Call with the
  /// lock held.
  @usableFromInline
  func collectAbandoned() {
    // Zeroed first: an entry abandoned while this runs counts again and is found next time.
    abandonedCount.store(0, ordering: .relaxed)
    for entry in entries where entry.isAbandoned {
      guard let handler = entry.handler else { continue }
      entry.handler = nil
      liveCount -= 1
      releasedUnderLock = (releasedUnderLock ?? []) + [handler]
    }
    if liveCount == 0 { entries = [] }
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
      if entry.startSequence < sequence, let handler = entry.handler, !entry.isAbandoned {
        handler(event)
      }
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
  /// event can come any more (see the type's comment). The handlers are released after the
  /// lock.
  @usableFromInline
  func ownerDidDeinit() {
    withLock { releaseAll() }
  }

  /// Lets go of every entry; their handlers are released by the outermost ``withLock(_:)``.
  /// Call with the lock held.
  @inlinable
  func releaseAll() {
    var handlers = releasedUnderLock ?? []
    for entry in entries {
      if let handler = entry.handler { handlers.append(handler) }
      entry.handler = nil
    }
    releasedUnderLock = handlers.isEmpty ? nil : handlers
    entries.removeAll()
    liveCount = 0
    abandonedCount.store(0, ordering: .relaxed)
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
  /// Set by a `remove` that returned without the list's lock; the delivery skips the entry.
  @usableFromInline let abandoned = Atomic<Bool>(false)

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

  /// Whether a `remove` that could not take the lock gave up on this entry.
  @inlinable
  var isAbandoned: Bool { abandoned.load(ordering: .relaxed) }

  /// Stops deliveries to this entry without the list's lock; the next holder of the lock lets
  /// go of its handler.
  @usableFromInline
  func abandon() {
    guard !abandoned.exchange(true, ordering: .relaxed) else { return }
    list.abandonedCount.add(1, ordering: .relaxed)
  }
}

// `handler` is only read or written under `list.lock` (see `ObserverList.remove`); `abandoned`
// is atomic.
extension ObserverListSubscription: @unchecked Sendable {}
