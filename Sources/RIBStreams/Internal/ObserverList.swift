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
final class ObserverList<Element> {
  /// One subscription. Its fields are guarded by the owning list's lock.
  final class Entry {
    var handler: EventHandler<Element>?
    /// The sequence number of the last event sent before this entry subscribed; it receives
    /// only later events.
    let startSequence: UInt64

    init(handler: @escaping EventHandler<Element>, startSequence: UInt64) {
      self.handler = handler
      self.startSequence = startSequence
    }
  }

  let lock = ReentrantLock()

  // Everything below is guarded by `lock`.
  private var entries: [Entry] = []
  private var sequence: UInt64 = 0
  private var isDelivering = false
  private var pending: [(sequence: UInt64, event: Event<Element>)] = []
  private(set) var terminalEvent: Event<Element>?

  init() {}

  /// Whether any observer is subscribed. Call with the lock held.
  var hasEntries: Bool { !entries.isEmpty }

  /// Adds an observer. Call with the lock held; the caller replays any current state to
  /// `handler` itself, still under the lock, before releasing it.
  func add(_ handler: @escaping EventHandler<Element>) -> Entry {
    let entry = Entry(handler: handler, startSequence: sequence)
    entries.append(entry)
    return entry
  }

  /// Removes an observer; after this returns, it is never called again.
  func remove(_ entry: Entry) {
    lock.withLock {
      guard entry.handler != nil else { return }
      entry.handler = nil
      if let index = entries.firstIndex(where: { $0 === entry }) {
        entries.remove(at: index)
      }
    }
  }

  /// Sends an event to every observer. Call with the lock held. Returns `false` if the list
  /// had already terminated and the event was dropped.
  @discardableResult
  func send(_ event: Event<Element>) -> Bool {
    guard terminalEvent == nil else { return false }
    if event.isStopEvent { terminalEvent = event }
    sequence &+= 1
    if isDelivering {
      pending.append((sequence, event))
      return true
    }
    isDelivering = true
    deliver(event, sequence: sequence)
    if !pending.isEmpty { drainPending() }
    isDelivering = false
    if terminalEvent != nil { releaseAll() }
    return true
  }

  @inline(__always)
  private func deliver(_ event: Event<Element>, sequence: UInt64) {
    for entry in entries where entry.startSequence < sequence {
      entry.handler?(event)
    }
  }

  private func drainPending() {
    var index = 0
    while index < pending.count {
      let (sequence, event) = pending[index]
      deliver(event, sequence: sequence)
      index += 1
    }
    pending.removeAll()
  }

  private func releaseAll() {
    for entry in entries { entry.handler = nil }
    entries.removeAll()
  }
}

// All mutable state is only touched with `lock` held (the methods that do not take it say
// "call with the lock held", and every caller in this module does).
extension ObserverList: @unchecked Sendable {}

/// The disposable of one subscription to an ``ObserverList``.
final class ObserverListSubscription<Element>: Disposable {
  private let list: ObserverList<Element>
  private let entry: ObserverList<Element>.Entry

  init(list: ObserverList<Element>, entry: ObserverList<Element>.Entry) {
    self.list = list
    self.entry = entry
  }

  func dispose() { list.remove(entry) }
}

// `entry` is only read or written under `list.lock` (see `ObserverList.remove`).
extension ObserverListSubscription: @unchecked Sendable {}
