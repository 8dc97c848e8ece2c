/// The work of a virtual-time scheduler that is waiting to run: a binary min-heap by due time,
/// then by scheduling order.
///
/// `compare` orders the times. A ``VirtualTimeScheduler``'s is its converter's, which is user
/// code, so that scheduler never touches its queue under a lock; RIBTesting's `TestScheduler`
/// compares integers and keeps its queue under its lock.
package struct VirtualTimeQueue<Time> {
  package typealias Item = VirtualTimeItem<Time>

  private let compare: (Time, Time) -> VirtualTimeComparison
  private var heap: [Item] = []

  package init(compare: @escaping (Time, Time) -> VirtualTimeComparison) {
    self.compare = compare
  }

  package var first: Item? { heap.first }

  package mutating func insert(_ item: Item) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  @discardableResult
  package mutating func removeFirst() -> Item {
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var earliest = parent
      if left < heap.count, precedes(heap[left], heap[earliest]) { earliest = left }
      if right < heap.count, precedes(heap[right], heap[earliest]) { earliest = right }
      guard earliest != parent else { break }
      heap.swapAt(parent, earliest)
      parent = earliest
    }
    return first
  }

  private func precedes(_ lhs: Item, _ rhs: Item) -> Bool {
    switch compare(lhs.time, rhs.time) {
    case .lessThan: return true
    case .greaterThan: return false
    case .equal: return lhs.id < rhs.id
    }
  }
}
