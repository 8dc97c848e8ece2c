import RIBCore
import RIBStreams
import RIBSupport

/// A ``/RIBCore/LeakDetectionScheduler`` whose time only moves when the test advances it.
///
/// Scheduled work runs synchronously inside ``advance(by:)``, on the caller's thread, in
/// deadline order. Leak checks are therefore deterministic and instant:
///
/// ```swift
/// let clock = VirtualLeakDetectionScheduler()
/// let detector = LeakDetector(scheduler: clock, isEnabled: true)
/// detector.expectDeallocate(object: something)
/// clock.advance(by: .seconds(1))  // the check runs here
/// ```
public final class VirtualLeakDetectionScheduler: LeakDetectionScheduler {
  private struct Item {
    let deadline: Duration
    let order: UInt64
    let work: @Sendable () -> Void
  }

  private struct State {
    var now: Duration = .zero
    var items: [Item] = []
    var nextOrder: UInt64 = 0
  }

  private let state = Locked(State())

  /// Creates a scheduler at time zero.
  public init() {}

  /// The virtual time.
  public var now: Duration { state.withLock { $0.now } }

  /// The number of scheduled work items that have not run yet.
  public var pendingWorkCount: Int { state.withLock { $0.items.count } }

  /// Records `work` to run when virtual time reaches `deadline`.
  public func schedule(at deadline: Duration, _ work: @escaping @Sendable () -> Void) {
    _ = enqueue(at: deadline, work)
  }

  /// Records `work` to run when virtual time reaches `deadline`; disposing the result removes
  /// it, so it neither runs nor counts in ``pendingWorkCount``.
  public func scheduleCancellable(
    at deadline: Duration, _ work: @escaping @Sendable () -> Void
  ) -> any Disposable {
    let order = enqueue(at: deadline, work)
    return Disposables.create { [state] in
      state.withLock { state in state.items.removeAll { $0.order == order } }
    }
  }

  private func enqueue(at deadline: Duration, _ work: @escaping @Sendable () -> Void) -> UInt64 {
    state.withLock { state in
      let order = state.nextOrder
      state.items.append(Item(deadline: deadline, order: order, work: work))
      state.nextOrder += 1
      return order
    }
  }

  /// Moves time forward by `duration`, running every item that falls due, in deadline order
  /// (and scheduling order among equal deadlines). Work scheduled while advancing runs too if
  /// it falls due within the same advance.
  public func advance(by duration: Duration) {
    let target = state.withLock { $0.now + duration }
    while let item = popNext(dueBy: target) {
      item.work()
    }
    state.withLock { $0.now = target }
  }

  /// Moves time forward to each scheduled deadline in turn, running the work due there, until
  /// nothing is scheduled; work scheduled while running is included (work that reschedules
  /// itself forever never lets it return). Returns the number of items run.
  ///
  /// A leak detector schedules nothing once every expectation has resolved, so this settles
  /// all of its checks, whatever their time limits.
  @discardableResult
  public func runUntilIdle() -> Int {
    var count = 0
    while let deadline = state.withLock({ $0.items.map(\.deadline).min() }) {
      while let item = popNext(dueBy: deadline) {
        item.work()
        count += 1
      }
    }
    return count
  }

  private func popNext(dueBy target: Duration) -> Item? {
    state.withLock { state in
      guard
        let index = state.items.indices.filter({ state.items[$0].deadline <= target })
          .min(by: {
            (state.items[$0].deadline, state.items[$0].order)
              < (state.items[$1].deadline, state.items[$1].order)
          })
      else { return nil }
      let item = state.items.remove(at: index)
      state.now = max(state.now, item.deadline)
      return item
    }
  }
}
