import Dispatch
import RIBStreams
import RIBSupport
import Synchronization
import Testing

@Suite struct ScheduledDisposableTests {
  @Test func disposalRunsWhenTheSchedulerRunsIt() {
    let scheduler = SecondScheduler()
    let disposals = Atomic<Int>(0)
    let inner = Disposables.create { disposals.add(1, ordering: .relaxed) }
    let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: inner)
    #expect(scheduled.scheduler is SecondScheduler)
    scheduled.dispose()
    #expect(disposals.load(ordering: .relaxed) == 0)
    #expect(!scheduled.isDisposed)
    scheduler.start()
    #expect(disposals.load(ordering: .relaxed) == 1)
    #expect(scheduled.isDisposed)
  }

  @Test func theInnerDisposableIsDisposedOnceHoweverOftenItIsDisposed() {
    let scheduler = SecondScheduler()
    let disposals = Atomic<Int>(0)
    let scheduled = ScheduledDisposable(
      scheduler: scheduler,
      disposable: Disposables.create { disposals.add(1, ordering: .relaxed) })
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<100 { scheduled.dispose() }
    }
    scheduler.start()
    scheduled.dispose()
    scheduler.start()
    #expect(disposals.load(ordering: .relaxed) == 1)
  }

  @Test func theInnerDisposableIsLetGoOfOnceDisposed() {
    let scheduler = SecondScheduler()
    weak var released: CountingDisposable?
    let scheduled: ScheduledDisposable = {
      let inner = CountingDisposable()
      released = inner
      return ScheduledDisposable(scheduler: scheduler, disposable: inner)
    }()
    scheduled.dispose()
    #expect(released != nil)
    scheduler.start()
    #expect(released == nil)
  }

  @Test func disposalRunsOnTheSchedulersQueue() async {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "disposal")
    queue.setSpecific(key: key, value: "disposal")
    let label = await withCheckedContinuation { continuation in
      let inner = Disposables.create {
        continuation.resume(returning: DispatchQueue.getSpecific(key: key))
      }
      ScheduledDisposable(scheduler: SerialDispatchQueueScheduler(queue: queue), disposable: inner)
        .dispose()
    }
    #expect(label == "disposal")
  }
}

private final class CountingDisposable: Disposable, Sendable {
  let count = Atomic<Int>(0)

  func dispose() { count.add(1, ordering: .relaxed) }
}
