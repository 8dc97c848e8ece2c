import RIBStreams
import RIBSupport

/// Work scheduled on a ``TestScheduler``; disposing it before it runs cancels it and lets go of
/// it, and after it runs disposes what it returned.
final class ScheduledItem: Disposable, @unchecked Sendable {
  /// When it is due, and the order it was scheduled in (earlier first among equal times).
  /// Written once, under the scheduler's lock, before the item is queued.
  var order: (time: TestTime, id: Int) = (0, 0)
  private let work: Locked<(() -> any Disposable)?>
  private let result = SingleAssignmentDisposable()

  init(_ work: @escaping () -> any Disposable) {
    self.work = Locked(work)
  }

  var isDisposed: Bool { result.isDisposed }

  func run() {
    let work = self.work.withLock { work in
      defer { work = nil }
      return work
    }
    guard let work, !result.isDisposed else { return }
    result.setDisposable(work())
  }

  func dispose() {
    result.dispose()
    // Released outside the lock: what it captured may run code as it goes.
    let dropped = work.withLock { work in
      defer { work = nil }
      return work
    }
    _ = dropped
  }

  func precedes(_ other: ScheduledItem) -> Bool {
    order.time != other.order.time ? order.time < other.order.time : order.id < other.order.id
  }
}

/// A binary min-heap of scheduled items by due time, then scheduling order.
struct ScheduledQueue {
  private var heap: [ScheduledItem] = []

  var first: ScheduledItem? { heap.first }

  mutating func insert(_ item: ScheduledItem) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func removeFirst() -> ScheduledItem {
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
      if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
      guard smallest != parent else { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
