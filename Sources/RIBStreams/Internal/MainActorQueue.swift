import Dispatch
import RIBSupport

/// The work hops queued for the main thread, oldest first: one queue for every hop, so that
/// the main thread can catch up on it without waiting for the main queue.
///
/// Each item also posts one block to the main queue, which runs the oldest item left. So where
/// the main queue runs, an item runs no later than its block would have, and in order with the
/// main queue's other blocks. The main thread may run items ahead of their blocks: an event
/// sent on the main thread to a hop with queued items runs them, and its own, at once
/// (``run(through:)``), and ``MainActorBacklog/drain()`` runs them all; the blocks that come
/// later find fewer items, or none.
///
/// Items run one at a time. An item that, while it runs, sends an event on the main thread to a
/// hop with queued items leaves that event queued instead of running items inside itself; a
/// block that finds an item running (a nested run loop or drain) hands its turn to it.
@usableFromInline
final class MainActorQueue: Sendable {
  @usableFromInline static let shared = MainActorQueue()

  private struct Item {
    let ticket: UInt64
    let work: QueuedMainActorWork
  }

  private struct State {
    var items: [Item] = []
    var head = 0
    var nextTicket: UInt64 = 0
    /// Whether an item is running (always on the main thread).
    var isRunning = false
    /// Turns of blocks that found an item running, owed by the one running items.
    var owedTurns = 0

    var count: Int { items.count - head }

    mutating func popOldest(through ticket: UInt64 = .max) -> Item? {
      guard head < items.count, items[head].ticket <= ticket else { return nil }
      let item = items[head]
      head += 1
      if head == items.count {
        items.removeAll(keepingCapacity: items.count <= 1024)
        head = 0
      } else if head >= 1024, head * 2 >= items.count {
        items.removeFirst(head)
        head = 0
      }
      return item
    }
  }

  private let state = Locked(State())

  /// How many items wait.
  var count: Int { state.withLock { $0.count } }

  /// Whether an item is running (on the main thread).
  var isRunning: Bool { state.withLock { $0.isRunning } }

  /// The ticket of the newest item, or `nil` if none was ever queued.
  var newestTicket: UInt64? {
    state.withLock { $0.nextTicket == 0 ? nil : $0.nextTicket - 1 }
  }

  /// Queues `work` behind everything queued before; returns its ticket.
  @usableFromInline
  func enqueue(_ work: @escaping () -> Void) -> UInt64 {
    // The closure was handed over by main-actor code and only runs on the main thread.
    let item = QueuedMainActorWork(body: work)
    let ticket = state.withLock { state in
      defer { state.nextTicket += 1 }
      state.items.append(Item(ticket: state.nextTicket, work: item))
      return state.nextTicket
    }
    DispatchQueue.main.async { MainActorQueue.shared.runBlockTurn() }
    return ticket
  }

  /// Runs, on the main thread, every item up to and including `ticket`, oldest first; does
  /// nothing if an item is running already (the caller is inside it).
  @usableFromInline
  func run(through ticket: UInt64) {
    guard state.withLock({ claim(&$0) }) else { return }
    while let item = state.withLock({ $0.popOldest(through: ticket) }) {
      item.work.body()
    }
    finishRunning()
  }

  /// A main-queue block's turn: the oldest item, if one is left.
  private func runBlockTurn() {
    let item = state.withLock { state -> Item? in
      guard !state.isRunning else {
        state.owedTurns += 1
        return nil
      }
      guard let item = state.popOldest() else { return nil }
      state.isRunning = true
      return item
    }
    guard let item else { return }
    item.work.body()
    finishRunning()
  }

  private func claim(_ state: inout State) -> Bool {
    guard !state.isRunning else { return false }
    state.isRunning = true
    return true
  }

  /// Takes the turns blocks handed over while items ran, then stops running.
  private func finishRunning() {
    while let item = state.withLock({ state -> Item? in
      while state.owedTurns > 0 {
        state.owedTurns -= 1
        if let item = state.popOldest() { return item }
      }
      state.isRunning = false
      return nil
    }) {
      item.work.body()
    }
  }
}

/// A closure written in main-actor code, carried to the main thread, the only place it runs.
struct QueuedMainActorWork: @unchecked Sendable {
  let body: () -> Void
}
