/// The most recent values of a ``ReplaySubject``, at most `capacity` of them, kept in a ring:
/// a value past the capacity replaces the oldest in place, so a large buffer costs the same per
/// value as a small one.
///
/// Storage grows as values come, up to the capacity, which may be `Int.max` (unbounded).
@usableFromInline
struct ReplayBuffer<Element> {
  @usableFromInline let capacity: Int
  @usableFromInline var storage: [Element] = []
  /// Where the oldest value is once the storage is full; zero until then.
  @usableFromInline var oldest = 0

  @usableFromInline
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Adds `element` as the most recent value, and returns the value it pushed out, if any
  /// (for the caller to release where it chooses: its deinit is user code).
  @inlinable
  mutating func append(_ element: Element) -> Element? {
    guard capacity > 0 else { return element }
    guard storage.count == capacity else {
      storage.append(element)
      return nil
    }
    let dropped = storage[oldest]
    storage[oldest] = element
    oldest += 1
    if oldest == capacity { oldest = 0 }
    return dropped
  }

  /// The values, oldest first.
  @inlinable
  var values: [Element] {
    guard oldest > 0 else { return storage }
    return Array(storage[oldest...] + storage[..<oldest])
  }
}
