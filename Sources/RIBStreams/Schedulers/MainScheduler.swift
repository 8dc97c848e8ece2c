import Dispatch
import RIBSupport
import Synchronization

/// Runs work on the main thread, which is where the main actor runs.
///
/// ``instance`` runs work at once when the caller is already on the main thread and nothing it
/// scheduled earlier is still queued or running (as RxSwift's does), so a UI update that is already on the
/// main thread is not delayed a turn; ``asyncInstance`` always enqueues.
public struct MainScheduler: SchedulerType {
  private let runsImmediatelyOnMainThread: Bool

  /// Work ``instance`` queued on the main queue and not run yet, or running: while there is
  /// any, new work queues behind it, even on the main thread.
  private static let queued = Atomic<Int>(0)

  /// Runs work at once when already on the main thread, else enqueues it on the main queue.
  public static let instance = MainScheduler(runsImmediatelyOnMainThread: true)

  /// Always enqueues work on the main queue.
  public static let asyncInstance = MainScheduler(runsImmediatelyOnMainThread: false)

  /// A scheduler that behaves as ``instance``.
  public init() {
    self.init(runsImmediatelyOnMainThread: true)
  }

  private init(runsImmediatelyOnMainThread: Bool) {
    self.runsImmediatelyOnMainThread = runsImmediatelyOnMainThread
  }

  /// `true` on the main thread for ``instance``.
  public var isCurrentContext: Bool {
    runsImmediatelyOnMainThread && isMainThread()
  }

  /// The wall-clock time.
  public var now: RxTime { RxTime.current }

  /// Runs the action on the main thread: at once for ``instance`` when called there with
  /// nothing of its own queued, else queued for the main thread (see `MainActorBacklog`).
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    guard runsImmediatelyOnMainThread else {
      return MainThreadWork.schedule(state, action)
    }
    // Work running at once counts too: what it schedules queues behind it, as in RxSwift.
    let ahead = Self.queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if ahead == 0, isMainThread() {
      defer { Self.queued.subtract(1, ordering: .acquiringAndReleasing) }
      return action(state)
    }
    return MainThreadWork.schedule(
      state, action, afterward: { Self.queued.subtract(1, ordering: .acquiringAndReleasing) })
  }

  /// Runs the action on the main thread once `dueTime` has passed.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    MainThreadWork.scheduleRelative(state, dueTime: dueTime, action)
  }
}

/// Runs work on the main thread: at once when the caller is on the main thread, else on the
/// main queue. RxSwift's scheduler for subscribing on the main thread
/// (`subscribe(on: ConcurrentMainScheduler.instance)`).
public struct ConcurrentMainScheduler: SchedulerType {
  /// The one instance.
  public static let instance = ConcurrentMainScheduler()

  private init() {}

  /// `true` on the main thread.
  public var isCurrentContext: Bool { isMainThread() }

  /// The wall-clock time.
  public var now: RxTime { RxTime.current }

  /// Runs the action at once on the main thread, else queued for it.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if isMainThread() { return action(state) }
    return MainThreadWork.schedule(state, action)
  }

  /// Runs the action on the main thread once `dueTime` has passed.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    MainThreadWork.scheduleRelative(state, dueTime: dueTime, action)
  }
}

/// Work for the main thread, queued where RIBStreams queues main-actor work
/// (``MainActorQueue``): it runs from the main queue as a block sent there would, and also
/// when the main thread catches up (`MainActorBacklog.drain()`, a blocking wait in a test), so
/// a main thread that waits for it does not deadlock. Delays run on a global queue's timer and
/// then queue the action.
enum MainThreadWork {
  /// Queues `action`; `afterward` runs once it has run, or when its turn comes after it was
  /// cancelled.
  static func schedule<StateType>(
    _ state: StateType, _ action: @escaping (StateType) -> any Disposable,
    afterward: (() -> Void)? = nil
  ) -> any Disposable {
    let cancel = SingleAssignmentDisposable()
    _ = MainActorQueue.shared.enqueue {
      defer { afterward?() }
      guard !cancel.isDisposed else { return }
      cancel.setDisposable(action(state))
    }
    return cancel
  }

  static func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    _ action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    DispatchWork.scheduleRelative(
      on: .global(), leeway: .nanoseconds(0), state, dueTime: dueTime
    ) { state in
      schedule(state, action)
    }
  }
}
