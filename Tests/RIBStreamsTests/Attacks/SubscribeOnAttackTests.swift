import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// `subscribe(on:)` with a scheduler that runs the work before `schedule` returns (the current
/// thread's, idle; another thread's, fast): the subscription the work makes must stay.
@Suite struct SubscribeOnAttackTests {
  @Test func subscribingOnTheCurrentThreadSchedulerStaysSubscribed() {
    let subject = PublishSubject<Int>()
    var got: [Int] = []
    let subscription = subject.subscribe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { got.append($0) })
    subject.onNext(1)
    #expect(got == [1])
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func subscribingOnAnotherQueueStaysSubscribed() async {
    let rounds = Sanitizers.workload(200, sanitized: 30)
    let queue = DispatchQueue(label: "subscribe-on")
    let scheduler = SerialDispatchQueueScheduler(queue: queue)
    var lost = 0
    for _ in 0..<rounds {
      let subject = PublishSubject<Int>()
      let got = Locked<[Int]>([])
      let subscription = subject.subscribe(on: scheduler)
        .subscribe(onNext: { value in got.withLock { $0.append(value) } })
      // Once the queue has run the subscription, the subject has the observer for good.
      queue.sync {}
      subject.onNext(1)
      if got.value != [1] { lost += 1 }
      subscription.dispose()
    }
    #expect(lost == 0)
  }
}
