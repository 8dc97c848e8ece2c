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
/// - an event sent re-entrantly from inside an item (a subscriber feeding a source, a source
///   that completes while being subscribed) is queued behind it instead of recursing. That is
///   what keeps `concat` of a hundred thousand sources, or `retry` of a source that fails while
///   being subscribed, at constant stack depth: each resubscription is one more turn of the
///   loop.
///
/// The price: an item may run on another thread than the one that sent its event (the one
/// draining), and a `dispose()` on one thread does not wait for an item running on another;
/// the operator's ``Sink`` drops everything after it.
final class SerialDrain: @unchecked Sendable {
  private struct State {
    var items: [() -> Void] = []
    var head = 0
    var isDraining = false
  }

  private let state = Locked(State())

  init() {}

  /// Runs `work` now if nobody is draining, else queues it behind the items queued before.
  func run(_ work: @escaping () -> Void) {
    let drains = state.withLock { state -> Bool in
      state.items.append(work)
      guard !state.isDraining else { return false }
      state.isDraining = true
      return true
    }
    guard drains else { return }
    while let next = state.withLock({ state -> (() -> Void)? in
      guard state.head < state.items.count else {
        state.items.removeAll(keepingCapacity: state.items.count <= 64)
        state.head = 0
        state.isDraining = false
        return nil
      }
      // The slot is cleared before the item runs so that what the item captured is let go of
      // here, outside the lock, once it returns.
      let item = state.items[state.head]
      state.items[state.head] = {}
      state.head += 1
      return item
    }) {
      next()
    }
  }
}
