import RIBSupport

/// Serialises the work of an operator that hears from several sources or threads (`flatMap`,
/// `zip`, `withLatestFrom`, `concat`, `retry`, …) without holding a lock while that work runs.
///
/// Every event an operator receives becomes a work item handed to ``run(_:)``. The lock is held
/// only to queue an item, to take the next one and to mark the queue as draining; the thread
/// that finds nobody draining runs items, outside the lock, until the queue is empty. So:
/// - an operator's state is touched only inside items, one at a time, and needs no lock of its
///   own;
/// - downstream, the user's closures and the deinits of what they captured never run under a
///   lock, so a subscriber may block, dispose or emit back into a source from any thread;
/// - an event sent re-entrantly from inside an item (a subscriber feeding a source) is queued
///   behind it instead of recursing.
///
/// Subscribing to a source is not done inside an item but handed to ``subscribeLater(_:)``: the
/// thread that drained runs those subscriptions once the queue is empty, one at a time, in a
/// loop of their own. Two things follow. A source that emits while being subscribed (an
/// infinite `repeatElement` under a `take`) has its events delivered at once, not queued behind
/// a subscription that never returns, so downstream can stop it. And a subscription that a
/// source's synchronous completion or failure asks for (the next source of a `concat`, the
/// next attempt of a `retry`) joins that loop instead of nesting in the stack: `concat` of a
/// hundred thousand sources, or a hundred thousand retries of a source that fails while being
/// subscribed, run at constant stack depth.
///
/// The price: an item may run on another thread than the one that sent its event (the one
/// draining), and a `dispose()` on one thread does not wait for an item running on another;
/// the operator's ``Sink`` drops everything after it.
final class SerialDrain: @unchecked Sendable {
  private struct Queue {
    var items: [() -> Void] = []
    var head = 0

    var isEmpty: Bool { head == items.count }

    /// Takes the oldest item, leaving an empty closure in its slot so that what the item
    /// captured is let go of by the caller, outside the lock.
    mutating func pop() -> (() -> Void)? {
      guard head < items.count else {
        items.removeAll(keepingCapacity: items.count <= 64)
        head = 0
        return nil
      }
      let item = items[head]
      items[head] = {}
      head += 1
      return item
    }
  }

  private struct State {
    var items = Queue()
    var isDraining = false
    var subscriptions = Queue()
    var isSubscribing = false
  }

  private let state = Locked(State())

  init() {}

  /// Runs `work` now if nobody is draining, else queues it behind the items queued before.
  func run(_ work: @escaping () -> Void) {
    let drains = state.withLock { state -> Bool in
      state.items.items.append(work)
      guard !state.isDraining else { return false }
      state.isDraining = true
      return true
    }
    guard drains else { return }
    let subscribes = drainItems()
    if subscribes { runSubscriptions() }
  }

  /// Queues `subscribe`, which subscribes to a source, to run once the items are drained.
  /// Call from inside an item.
  func subscribeLater(_ subscribe: @escaping () -> Void) {
    state.withLock { $0.subscriptions.items.append(subscribe) }
  }

  /// Runs items until none is left; returns whether this thread is to run the queued
  /// subscriptions.
  private func drainItems() -> Bool {
    while true {
      let next = state.withLock { state -> (() -> Void)?? in
        if let item = state.items.pop() { return .some(item) }
        state.isDraining = false
        guard !state.isSubscribing, !state.subscriptions.isEmpty else { return .none }
        state.isSubscribing = true
        return .some(nil)
      }
      switch next {
      case .none: return false
      case .some(.none): return true
      case .some(.some(let item)): item()
      }
    }
  }

  /// Runs queued subscriptions until none is left. Events they cause are drained by ``run(_:)``
  /// as they come (nobody is draining meanwhile); subscriptions those events ask for join this
  /// loop.
  private func runSubscriptions() {
    while let subscribe = state.withLock({ state -> (() -> Void)? in
      if let subscribe = state.subscriptions.pop() { return subscribe }
      state.isSubscribing = false
      return nil
    }) {
      subscribe()
    }
  }
}
