/// The work of a ``VirtualTimeScheduler`` that is waiting to run: a binary min-heap by due time,
/// then by scheduling order.
///
/// Its order is the converter's comparison, which is user code, so the queue is never touched
/// under a lock; only the thread running the scheduler touches it.
struct VirtualTimeQueue<Converter: VirtualTimeConverterType> {
  typealias Item = VirtualTimeItem<Converter.VirtualTimeUnit>

  private let converter: Converter
  private var heap: [Item] = []

  init(converter: Converter) {
    self.converter = converter
  }

  var first: Item? { heap.first }

  mutating func insert(_ item: Item) {
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
  mutating func removeFirst() -> Item {
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
    switch converter.compareVirtualTime(lhs.time, rhs.time) {
    case .lessThan: return true
    case .greaterThan: return false
    case .equal: return lhs.id < rhs.id
    }
  }
}
