import Synchronization

/// Which thread waits for which ``ReentrantLock``: the graph in which a cycle means a deadlock.
///
/// Only threads that found a lock taken are in it, for as long as they wait, so the common,
/// uncontended path never touches it. Before waiting, a thread follows the chain: the lock's
/// owner, the lock that owner waits for, its owner, and so on. Owners are read from the locks
/// themselves (their owner words); what each waiting thread waits for is recorded here, under
/// one mutex, so that of two threads closing a cycle, the second to arrive sees the first and
/// finds the cycle.
///
/// A lock's owner word is written by its owner when it takes the lock, before it can wait for
/// anything and so before it is recorded here, and recording takes the mutex that the reader
/// holds: whoever finds a thread in the graph sees the owner words it wrote.
package enum LockWaitGraph {
  /// A chain of waits that leads back to the thread that was about to wait.
  package struct Cycle: Sendable, Equatable {
    /// How many threads are in it, the one that found it included.
    package let threadCount: Int
  }

  /// Each waiting thread and the owner word of the lock it waits for. The lock stays
  /// allocated while its waiter is recorded: the waiter is inside one of its methods.
  private static let waits = Locked<[UInt: UnsafeMutablePointer<Atomic<UInt>>]>([:])

  /// The longest chain followed; real ones are two or three threads long.
  private static let longestChain = 64

  /// Records that `thread` is about to wait for the lock whose owner word is `owner`, unless
  /// that closes a cycle: then records nothing and returns the cycle.
  package static func beginWaiting(
    thread: UInt, for owner: UnsafeMutablePointer<Atomic<UInt>>
  ) -> Cycle? {
    waits.withLock { waits in
      if let cycle = cycle(from: thread, waitingFor: owner, in: waits) { return cycle }
      waits[thread] = owner
      return nil
    }
  }

  /// Whether `thread`, recorded as waiting for the lock whose owner word is `owner`, now waits
  /// in a cycle: a thread that arrived later closed it.
  package static func closesCycle(
    thread: UInt, waitingFor owner: UnsafeMutablePointer<Atomic<UInt>>
  ) -> Bool {
    waits.withLock { cycle(from: thread, waitingFor: owner, in: $0) != nil }
  }

  /// Follows owners and what they wait for from the lock whose owner word is `owner`.
  private static func cycle(
    from thread: UInt, waitingFor owner: UnsafeMutablePointer<Atomic<UInt>>,
    in waits: [UInt: UnsafeMutablePointer<Atomic<UInt>>]
  ) -> Cycle? {
    var holder = owner.pointee.load(ordering: .acquiring)
    var threads = 1
    while holder != 0, threads <= longestChain {
      if holder == thread { return Cycle(threadCount: threads) }
      guard let next = waits[holder] else { return nil }
      holder = next.pointee.load(ordering: .acquiring)
      threads += 1
    }
    return nil
  }

  /// Records the wait of a thread that waits although it found a cycle (it cannot go on
  /// without the lock), so that others still see it.
  package static func beginWaitingInCycle(
    thread: UInt, for owner: UnsafeMutablePointer<Atomic<UInt>>
  ) {
    waits.withLock { $0[thread] = owner }
  }

  /// How many threads wait for a lock now (for tests that must know a thread is waiting).
  package static var waitingThreadCount: Int { waits.withLock { $0.count } }

  /// Removes the wait of `thread`, which now holds the lock.
  package static func endWaiting(thread: UInt) {
    waits.withLock { _ = $0.removeValue(forKey: thread) }
  }
}
