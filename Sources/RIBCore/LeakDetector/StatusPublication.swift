/// The unresolved counts waiting to be published to ``LeakDetector/status``, in the order of
/// the changes that made them, and whether a thread is publishing them.
///
/// A count is queued under the detector's lock, in the same critical section as the change,
/// which fixes the order; it is published after the lock is released, because a status
/// observer may add an expectation (which takes the detector's lock) while the relay's lock is
/// held, and so may a new subscriber's replay. One thread publishes at a time, until the queue
/// is empty: a thread that finds another publishing leaves its count to that one, and an
/// observer that changes the count while it is being published leaves it to its own thread's
/// loop, so counts go out one at a time and in order.
struct StatusPublication: Sendable {
  private var counts: [Int] = []
  private var head = 0
  /// The count queued last (the relay's first value before anything is queued), to queue only
  /// changes.
  private var lastQueued = 0
  private var isPublishing = false

  /// Queues `count` if it differs from the one queued before it.
  mutating func queue(_ count: Int) {
    guard count != lastQueued else { return }
    lastQueued = count
    counts.append(count)
  }

  /// Makes the caller the publishing thread; `false` if another thread is publishing, or
  /// nothing is queued.
  mutating func claim() -> Bool {
    guard !isPublishing, head < counts.count else { return false }
    isPublishing = true
    return true
  }

  /// The next count for the publishing thread to publish, or `nil`, which ends its turn.
  mutating func next() -> Int? {
    guard head < counts.count else {
      counts.removeAll(keepingCapacity: true)
      head = 0
      isPublishing = false
      return nil
    }
    head += 1
    return counts[head - 1]
  }
}
