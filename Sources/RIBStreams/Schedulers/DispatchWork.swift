import Dispatch

/// What the dispatch-queue schedulers share: work sent to a queue now, after a delay, or
/// periodically, each cancellable through the disposable it returns.
enum DispatchWork {
  static func schedule<StateType>(
    on queue: DispatchQueue, _ state: StateType,
    _ action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let cancel = SingleAssignmentDisposable()
    let work = UncheckedSendable(value: (state, action))
    queue.async {
      guard !cancel.isDisposed else { return }
      cancel.setDisposable(work.value.1(work.value.0))
    }
    return cancel
  }

  static func scheduleRelative<StateType>(
    on queue: DispatchQueue, leeway: DispatchTimeInterval, _ state: StateType,
    dueTime: RxTimeInterval, _ action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    // `.never` never comes.
    guard let nanoseconds = dueTime.nanoseconds else { return Disposables.create() }
    let result = SingleAssignmentDisposable()
    let work = UncheckedSendable(value: (state, action))
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: deadline(after: nanoseconds), leeway: leeway)
    timer.setEventHandler {
      // One shot: cancelling releases this handler and what it holds.
      timer.cancel()
      guard !result.isDisposed else { return }
      result.setDisposable(work.value.1(work.value.0))
    }
    timer.resume()
    return Disposables.create(Disposables.create(with: { timer.cancel() }, isolation: nil), result)
  }

  static func schedulePeriodic<StateType>(
    on queue: DispatchQueue, leeway: DispatchTimeInterval, _ state: StateType,
    startAfter: RxTimeInterval, period: RxTimeInterval,
    _ action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    guard let start = startAfter.nanoseconds else { return Disposables.create() }
    let ticks = PeriodicState(state, action)
    let cancelled = BooleanDisposable()
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: deadline(after: start), repeating: period, leeway: leeway)
    timer.setEventHandler {
      guard !cancelled.isDisposed else { return }
      ticks.run()
    }
    timer.resume()
    return Disposables.create(
      with: {
        cancelled.dispose()
        timer.cancel()
      }, isolation: nil)
  }

  private static func deadline(after nanoseconds: Int64) -> DispatchTime {
    .now() + .nanoseconds(Int(clamping: max(nanoseconds, 0)))
  }
}

/// The state a periodic timer threads through its runs. A dispatch source never runs its
/// handler twice at once, so the runs take turns on it.
private final class PeriodicState<StateType>: @unchecked Sendable {
  private var state: StateType
  private let action: (StateType) -> StateType

  init(_ state: StateType, _ action: @escaping (StateType) -> StateType) {
    self.state = state
    self.action = action
  }

  func run() { state = action(state) }
}
