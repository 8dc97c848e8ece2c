import RIBSupport

/// Runs work one item at a time, in the order it was handed over, without ever running it
/// under a lock: the serializer of the time operators, whose events come from their source and
/// from scheduler timers on any thread.
///
/// The lock is held only to append an item, to take the waiting items and to clear the
/// "draining" mark. The thread that finds nobody draining becomes the drainer and runs the
/// items, its own and those other threads append meanwhile, outside the lock, until none is
/// left; a thread that finds a drainer leaves its item to it and returns at once. So:
/// - an operator's state, touched only by its items, needs no lock of its own;
/// - downstream is called from one thread at a time, never concurrently;
/// - work handed over from inside an item (a downstream observer feeding the source again, a
///   scheduler that runs a timer synchronously) runs after that item, not inside it: nothing
///   nests, however long the chain of re-entries.
///
/// It does not wait for an item running on another thread; an operator checks its own stopped
/// state in each item instead.
final class SerialDrain: Sendable {
  private struct State {
    var pending: [() -> Void] = []
    var isDraining = false
  }

  private let state = Locked(State())

  init() {}

  /// Runs `work` now if no thread is draining, else hands it to the thread that is.
  func run(_ work: @escaping () -> Void) {
    let drains = state.withLock { state -> Bool in
      state.pending.append(work)
      guard !state.isDraining else { return false }
      state.isDraining = true
      return true
    }
    guard drains else { return }
    while true {
      let batch = state.withLock { state -> [() -> Void] in
        if state.pending.isEmpty {
          state.isDraining = false
          return []
        }
        defer { state.pending = [] }
        return state.pending
      }
      if batch.isEmpty { return }
      for item in batch { item() }
    }
  }
}
