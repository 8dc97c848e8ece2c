import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// The periodic scheduling a scheduler gets by default (`MainScheduler`, test schedulers, the
/// user's own), with a scheduler that may run a tick before `scheduleRelative` returns.
@Suite struct PeriodicSchedulingAttackTests {
  /// Runs its first relative work at once, on the calling thread; the rest later, on a queue.
  private final class FirstAtOnceScheduler: SchedulerType, @unchecked Sendable {
    let queue = DispatchQueue(label: "first-at-once")
    private let calls = AtomicCounter()

    var now: RxTime { .current }

    func schedule<StateType>(
      _ state: StateType, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
      scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(
      _ state: StateType, dueTime: RxTimeInterval,
      action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
      if calls.increment() == 1 { return action(state) }
      let cancelled = BooleanDisposable()
      let work = UncheckedBox((state, action))
      queue.async {
        guard !cancelled.isDisposed else { return }
        _ = work.value.1(work.value.0)
      }
      return cancelled
    }
  }

  private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  @Test func aTickRunBeforeSchedulingReturnedDoesNotCancelTheNext() async {
    let scheduler = FirstAtOnceScheduler()
    let got = Locked<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable<Int>.interval(.nanoseconds(1), scheduler: scheduler)
      .take(3)
      .subscribe(
        onNext: { value in got.withLock { $0.append(value) } }, onCompleted: { done.signal() })
    let finished = await allFinish(within: 10, [{ done.wait() }])
    subscription.dispose()
    #expect(finished, "the ticks stopped after \(got.value)")
    #expect(got.value == [0, 1, 2])
  }
}
