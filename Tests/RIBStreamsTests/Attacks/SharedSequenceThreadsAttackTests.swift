import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// Drivers and Signals fed, subscribed to and disposed from several background threads at
/// once, as app code that hands a stream to several workers does: every value still arrives on
/// the main thread, in order, and the shared subscription to the source ends with its last
/// subscriber.
@Suite struct SharedSequenceThreadsAttackTests {
  static let rounds = Sanitizers.workload(2_000, sanitized: 200)

  @Test(arguments: ["Driver", "Signal"])
  func subscribersOnSeveralThreadsGetMainThreadDeliveriesInOrder(_ kind: String) async {
    let relay = BehaviorRelay(value: 0)
    let sourceSubscriptions = AtomicCounter()
    let source = relay.asObservable().do(
      onSubscribe: { _ = sourceSubscriptions.increment() },
      onDispose: { _ = sourceSubscriptions.decrement() })
    let shared =
      kind == "Driver"
      ? source.asDriver(onErrorJustReturn: -1).asObservable()
      : source.asSignal(onErrorJustReturn: -1).asObservable()
    let offMain = AtomicCounter()
    let outOfOrder = AtomicCounter()
    let churn: [@Sendable () -> Void] = (0..<4).map { _ in
      {
        for _ in 0..<Self.rounds {
          // `Locked` (a pthread mutex), not `Mutex`: a contended `Mutex` is handed over in the
          // kernel, which ThreadSanitizer cannot see.
          let last = Locked(Int.min)
          let subscribing = Locked(true)
          let subscription = shared.subscribe(onNext: { value in
            // A Driver replays its latest value inside `subscribe`, on the subscribing thread,
            // as RxCocoa's does; everything after comes from the main thread.
            if !isMainThread(), !subscribing.withLock({ $0 }) { _ = offMain.increment() }
            let inOrder = last.withLock { last in
              defer { last = value }
              return value >= last
            }
            if !inOrder { _ = outOfOrder.increment() }
          })
          subscribing.withLock { $0 = false }
          subscription.dispose()
        }
      }
    }
    let sender: @Sendable () -> Void = {
      for value in 1...(Self.rounds * 4) { relay.accept(value) }
    }
    let finished = await allFinish(churn + [sender])
    #expect(finished)

    // A last subscriber, from the main thread, sees the last value once the main queue has
    // run what the others queued.
    let lastSeen = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
      DispatchQueue.main.async {
        let seen = Locked<Int?>(nil)
        let subscription = shared.subscribe(onNext: { value in seen.withLock { $0 = value } })
        relay.accept(Self.rounds * 4)
        subscription.dispose()
        done.resume(returning: seen.withLock { $0 } ?? -2)
      }
    }
    #expect(lastSeen == Self.rounds * 4)
    #expect(offMain.value == 0)
    #expect(outOfOrder.value == 0)
    #expect(sourceSubscriptions.value == 0)
  }
}
