import Dispatch
import RIBSupport

/// Somewhere work can be sent to run: RxSwift's `ImmediateSchedulerType`.
///
/// ``ObservableType/subscribe(on:)`` takes one. ``CurrentThreadScheduler`` is one, and every
/// ``SchedulerType`` is one.
@preconcurrency public protocol ImmediateSchedulerType: Sendable {
  /// Runs `action` with `state` on this scheduler, as soon as it can; disposing the result
  /// before it runs cancels it (as far as the scheduler can), and after it runs disposes what
  /// the action returned.
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable

  /// Whether work may run right away, synchronously, when the caller is already in this
  /// scheduler's context. ``ObservableType/observe(on:)-(SchedulerType)`` reads it. The default
  /// is `false`.
  var isCurrentContext: Bool { get }
}

extension ImmediateSchedulerType {
  /// `false`: work always goes through ``schedule(_:action:)``.
  public var isCurrentContext: Bool { false }

  /// Runs `work` on this scheduler, as soon as it can.
  public func schedule(_ work: @escaping @Sendable () -> Void) {
    _ = schedule(()) { _ in
      work()
      return Disposables.create()
    }
  }
}

/// A scheduler with a clock: RxSwift's `SchedulerType`, what
/// ``ObservableType/observe(on:)-(SchedulerType)`` and the time operators (`debounce`, `delay`,
/// `timeout`, `Observable.interval`, …) take.
///
/// The library ships ``MainScheduler``, ``SerialDispatchQueueScheduler``,
/// ``ConcurrentDispatchQueueScheduler`` and ``ConcurrentMainScheduler``; RIBTesting's
/// `TestScheduler` runs on virtual time. Any type that can run work later can conform: it needs
/// ``now``, ``ImmediateSchedulerType/schedule(_:action:)`` and ``scheduleRelative(_:dueTime:action:)``;
/// ``schedulePeriodic(_:startAfter:period:action:)`` has a default built on them.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Runs `action` with `state` on this scheduler once `dueTime` has passed.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable

  /// Runs `action` first after `startAfter`, then every `period`, each time with the state the
  /// previous run returned, until the result is disposed.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable
}

extension SchedulerType {
  /// Runs `action` after `startAfter` and then every `period`, each run scheduled with
  /// ``scheduleRelative(_:dueTime:action:)`` when the previous one ends (so a run never
  /// overlaps the next, and nothing nests: each run returns before the next starts).
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    let ticks = PeriodicTicks(state: state, scheduler: self, period: period, action: action)
    ticks.scheduleNext(after: startAfter)
    return ticks
  }
}

/// The periodic runs of ``SchedulerType/schedulePeriodic(_:startAfter:period:action:)``'s
/// default: each run schedules the next one.
private final class PeriodicTicks<StateType>: Disposable {
  // Read and written only by the runs, which never overlap: each is scheduled by the previous
  // one, after it updated the state.
  private var state: StateType
  private let scheduler: any SchedulerType
  private let period: RxTimeInterval
  private let action: (StateType) -> StateType
  private let pending = SerialDisposable()

  init(
    state: StateType, scheduler: any SchedulerType, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) {
    self.state = state
    self.scheduler = scheduler
    self.period = period
    self.action = action
  }

  func scheduleNext(after dueTime: RxTimeInterval) {
    guard !pending.isDisposed else { return }
    // In place before the tick is scheduled: a scheduler may run it before `scheduleRelative`
    // returns, and the tick schedules the next one, which assigning the result afterwards
    // would replace, and so cancel.
    let next = SingleAssignmentDisposable()
    pending.disposable = next
    next.setDisposable(
      scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
        guard !pending.isDisposed else { return Disposables.create() }
        state = action(state)
        scheduleNext(after: period)
        return Disposables.create()
      })
  }

  func dispose() { pending.dispose() }
}

// `state` and `action` are used by one run at a time (see `state`); `pending` is thread-safe.
extension PeriodicTicks: @unchecked Sendable {}

/// Lets a value that is not `Sendable` travel with work to the thread that runs it. Used where
/// the scheduler contract makes that sound: the work runs once, and nothing else touches it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}

/// A scheduler on virtual time (RIBTesting's `TestScheduler`), where every turn of the
/// scheduler is a tick a test sees. `observe(on:)` delivers one event per turn there, as
/// RxSwift's does on every scheduler, so that expectations written against RxTest hold; on
/// other schedulers it delivers every queued event in one turn.
@usableFromInline
package protocol OneEventPerTurnScheduler: SchedulerType {}
