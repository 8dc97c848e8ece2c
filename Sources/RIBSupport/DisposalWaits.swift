import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where a `dispose()` waits for the one callback it must outlast, and the graph of those
/// waits, in which a cycle would be a deadlock.
///
/// No lock is held while user code runs, so the only way the library makes a thread wait for
/// another is a disposal waiting for a delivery in flight to the subscription it ends. Each such
/// wait is recorded here: which thread waits, which thread it waits for, and how to tell whether
/// it still does. Before waiting, a thread follows that chain; if it leads back to itself (the
/// callback it would wait for is itself waiting, directly or through others, for this thread's
/// disposal), it does not wait, and reports the cycle. Both waits are recorded under
/// one mutex, so of two threads closing a cycle the second sees the first.
///
/// Waiting is a condition variable, woken by the deliverer when its callback ends; on Apple
/// platforms the waiter lends its quality of service to the thread it waits for.
@usableFromInline
package enum DisposalWaits {
  /// One recorded wait.
  private struct Wait {
    let deliverer: UInt
    /// Whether the awaited callback still runs; reads atomics only, as it is called with the
    /// parking mutex held.
    let stillWaiting: () -> Bool
  }

  /// The mutex, the condition and the graph, in one allocation that lives for the process.
  private final class Parking: @unchecked Sendable {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

      init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
      }

      func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
      }

      /// Blocks until woken; call with the mutex held.
      func sleep() { pthread_cond_wait(condition, mutex) }

      func wakeAll() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
      }
    #else
      // Without pthreads (Windows): a mutex, and waiting by yielding.
      let lock = Mutex<Void>(())

      func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock { _ in body() }
      }

      func sleep() {}

      func wakeAll() {}
    #endif

    /// Guarded by the mutex.
    var waits: [UInt: Wait] = [:]
  }

  private static let parking = Parking()

  /// The longest chain followed; real ones are two or three threads long.
  private static let longestChain = 64

  /// The thread running ``withoutWaiting(_:)``, or 0. Only the main thread sets it (a
  /// main-actor observer disposed there: its closure only runs there, so nothing it does can
  /// be in flight elsewhere, and the disposal waits for nothing); a task-local value cost an
  /// allocation per disposal.
  private static let skippingThread = Atomic<UInt>(0)

  /// Runs `body`, in which disposals do not wait for callbacks in flight on other threads.
  /// Call on the main thread only.
  @usableFromInline
  package static func withoutWaiting<Result>(_ body: () -> Result) -> Result {
    let outer = skippingThread.exchange(currentThreadIdentity(), ordering: .relaxed)
    defer { skippingThread.store(outer, ordering: .relaxed) }
    return body()
  }

  /// How many threads are recorded as waiting (for tests that must know one is).
  package static var waitingThreadCount: Int { parking.withLock { parking.waits.count } }

  /// Whether a disposal waits for a callback that the thread `deliverer` runs (tests hold a
  /// callback until its disposal waits, whatever other tests wait for meanwhile).
  package static func isAwaited(_ deliverer: UInt) -> Bool {
    parking.withLock { parking.waits.values.contains { $0.deliverer == deliverer } }
  }

  /// Blocks the calling thread while `stillInFlight()` holds: a callback that `deliverer` is
  /// running, and which a disposal must outlast. Returns whether it did: not inside
  /// ``withoutWaiting(_:)``, nor if `deliverer` waits (through the recorded waits) for the
  /// calling thread; then it returns at once, and reports the cycle as a wait for `what`.
  ///
  /// `stillInFlight` must only read atomics, and the deliverer must call ``wakeWaiters()``
  /// after it makes it false.
  package static func wait(
    for deliverer: UInt, what: @autoclosure () -> String,
    subjects: @autoclosure () -> [SupportReport.Subject] = [],
    while stillInFlight: @escaping () -> Bool
  ) -> Bool {
    let thread = currentThreadIdentity()
    if skippingThread.load(ordering: .relaxed) == thread { return false }
    let cycle = parking.withLock { () -> Bool in
      guard stillInFlight() else { return false }
      if closesCycle(waiter: thread, deliverer: deliverer) { return true }
      parking.waits[thread] = Wait(deliverer: deliverer, stillWaiting: stillInFlight)
      defer { parking.waits[thread] = nil }
      #if canImport(Darwin)
        // The deliverer is alive: it cannot end its callback's wake-up without this mutex.
        let lent: OpaquePointer? = pthread_t(bitPattern: deliverer).flatMap {
          pthread_override_qos_class_start_np($0, qos_class_self(), 0)
        }
        defer { if let lent { pthread_override_qos_class_end_np(lent) } }
      #endif
      while stillInFlight() { parking.sleep() }
      return false
    }
    // Reported after the mutex: a report reaches the user's diagnostics handler.
    if cycle {
      SupportDiagnostics.reportWaitCycle(what: what(), subjects: subjects())
    }
    return !cycle
  }

  /// Wakes the waiting disposals, to look again at what they wait for.
  @usableFromInline
  package static func wakeWaiters() { parking.wakeAll() }

  /// Whether `deliverer` waits, through the recorded waits, for `waiter`. Call with the
  /// mutex held.
  private static func closesCycle(waiter: UInt, deliverer: UInt) -> Bool {
    var holder = deliverer
    for _ in 0..<longestChain {
      if holder == waiter { return true }
      guard let next = parking.waits[holder], next.stillWaiting() else { return false }
      holder = next.deliverer
    }
    return false
  }
}
