import Synchronization

/// The floor for a subject or relay: the cheapest correct thing a thread-safe multicast can do.
///
/// One `Synchronization.Mutex` guards the handlers (and the current value); an event takes
/// the lock once and calls each handler directly, in subscription order, under the lock (so,
/// as in RIBStreams, nothing reaches a handler after its removal returns). It offers none of
/// the rest: no re-entrancy, no terminal events, no operator chains, no type erasure.
final class FloorSubject<Value> {
  // The lock guards the fields below it. (A `Mutex` owning them would need them `Sendable`,
  // and the handlers of a benchmark capture a non-Sendable accumulator; the cost is the same.)
  private let lock = Mutex<Void>(())
  private var value: Value
  private var handlers: [(id: Int, call: (Value) -> Void)] = []
  private var nextID = 0

  init(value: Value) {
    self.value = value
  }

  /// Adds a handler; returns the token that removes it.
  func add(_ handler: @escaping (Value) -> Void) -> Int {
    lock.withLock { _ in
      let id = nextID
      nextID += 1
      handlers.append((id, handler))
      return id
    }
  }

  /// Removes the handler added under `id`.
  func remove(_ id: Int) {
    lock.withLock { _ in
      if let index = handlers.firstIndex(where: { $0.id == id }) {
        handlers.remove(at: index)
      }
    }
  }

  /// Stores `value` and calls every handler with it, under the lock.
  func send(_ value: Value) {
    lock.withLock { _ in
      self.value = value
      for handler in handlers { handler.call(value) }
    }
  }
}

extension FloorSubject where Value: Sendable {
  /// The value last sent.
  var current: Value { lock.withLock { _ in value } }
}

/// The floor for `Component.shared` on an instance that already exists: an optional in a
/// plain class, filled on first use. Components are main-actor confined, so no lock.
final class FloorSharedSlot<Instance: AnyObject> {
  private var slot: Instance?
  private let make: () -> Instance

  init(_ make: @escaping () -> Instance) {
    self.make = make
  }

  /// The instance, made on first use.
  func instance() -> Instance {
    if let slot { return slot }
    let instance = make()
    slot = instance
    return instance
  }
}
