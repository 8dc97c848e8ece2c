import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// A concurrent dispatch queue runs work on many threads at once; what is observed on it must
/// still come one at a time and in order.
@Suite struct ConcurrentSchedulerAttackTests {
  @Test func observeOnAConcurrentQueueDeliversOneAtATimeInOrder() async {
    let count = Sanitizers.workload(5_000, sanitized: 500)
    let subject = PublishSubject<Int>()
    let scheduler = ConcurrentDispatchQueueScheduler(queue: .global())
    let inside = AtomicCounter()
    let overlaps = AtomicCounter()
    let got = Locked<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = subject.observe(on: scheduler).subscribe(
      onNext: { value in
        if inside.increment() > 1 { _ = overlaps.increment() }
        got.withLock { $0.append(value) }
        _ = inside.decrement()
      },
      onCompleted: { done.signal() })
    let finished = await allFinish([
      {
        for value in 0..<count { subject.onNext(value) }
        subject.onCompleted()
        done.wait()
      }
    ])
    subscription.dispose()
    #expect(finished)
    #expect(overlaps.value == 0)
    #expect(got.value == Array(0..<count))
  }

  @Test func intervalOnAConcurrentQueueTicksOneAtATimeInOrder() async {
    let ticks = Sanitizers.workload(300, sanitized: 50)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: .global())
    let inside = AtomicCounter()
    let overlaps = AtomicCounter()
    let got = Locked<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable<Int>.interval(.nanoseconds(1), scheduler: scheduler)
      .take(ticks)
      .subscribe(
        onNext: { value in
          if inside.increment() > 1 { _ = overlaps.increment() }
          got.withLock { $0.append(value) }
          _ = inside.decrement()
        },
        onCompleted: { done.signal() })
    let finished = await allFinish([{ done.wait() }])
    subscription.dispose()
    #expect(finished)
    #expect(overlaps.value == 0)
    #expect(got.value == Array(0..<ticks))
  }
}
