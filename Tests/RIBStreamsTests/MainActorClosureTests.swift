import Dispatch
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Closures written in main-actor code run on the main thread, whichever thread the event or
/// the disposal comes from; closures written in nonisolated code run on the calling thread.
@MainActor
@Suite struct MainActorClosureTests {
  /// Suspends until the main queue has run everything queued on it before this call.
  private func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
  }

  @Test func eventsFromAnotherThreadReachAMainActorSubscriberOnTheMainThread() async {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var onMainThread: [Bool] = []
    let subscription = subject.subscribe(onNext: { value in
      received.append(value)
      onMainThread.append(isMainThread())
    })

    DispatchQueue.global().sync {
      subject.onNext(1)
      subject.onNext(2)
    }
    #expect(received.isEmpty)
    await drainMainQueue()

    #expect(received == [1, 2])
    #expect(onMainThread == [true, true])
    subscription.dispose()
  }

  @Test func anEventFromTheMainThreadWaitsBehindOnesStillQueued() async {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })

    DispatchQueue.global().sync { subject.onNext(1) }
    subject.onNext(2)
    await drainMainQueue()

    #expect(received == [1, 2])
    subject.onNext(3)
    #expect(received == [1, 2, 3], "nothing queued: delivered at once, as in RxSwift")
    subscription.dispose()
  }

  @Test func aQueuedEventIsDroppedOnceTheSubscriptionIsDisposed() async {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })

    DispatchQueue.global().sync { subject.onNext(1) }
    subscription.dispose()
    await drainMainQueue()

    #expect(received.isEmpty)
  }

  @Test func onDisposedRunsOnTheMainThreadWhenAnotherThreadDisposes() async {
    var disposedOnMainThread: Bool?
    let subscription = PublishSubject<Int>().subscribe(onDisposed: {
      disposedOnMainThread = isMainThread()
    })

    DispatchQueue.global().sync { subscription.dispose() }
    #expect(disposedOnMainThread == nil)
    await drainMainQueue()

    #expect(disposedOnMainThread == true)
  }

  @Test func aCleanupWrittenOnTheMainActorRunsThereWhenDisposedElsewhere() async {
    var cleanups: [Bool] = []
    let disposable = Disposables.create { cleanups.append(isMainThread()) }

    DispatchQueue.global().sync { disposable.dispose() }
    await drainMainQueue()
    disposable.dispose()

    #expect(cleanups == [true], "runs once, on the main thread")
  }

  @Test func aCleanupDisposedOnTheMainThreadRunsAtOnce() {
    var cleanedUp = false
    let disposable = Disposables.create { cleanedUp = true }

    disposable.dispose()

    #expect(cleanedUp)
  }

  @Test func operatorClosuresWrittenOnTheMainActorRunOnTheMainThread() async {
    let subject = PublishSubject<Int>()
    var seenBy: [String] = []
    let subscription = Observable.combineLatest(
      subject
        .map { value -> Int in
          seenBy.append("map on main: \(isMainThread())")
          return value * 10
        }
        .filter { _ in isMainThread() }
        .distinctUntilChanged { $0 }
        .scan(0) { sum, value in sum + value }
        .do(onNext: { _ in seenBy.append("do on main: \(isMainThread())") }),
      subject.flatMapLatest { value in Observable.just(value) }
    ) { sum, latest in "\(sum)/\(latest) on main: \(isMainThread())" }
    .subscribe(onNext: { seenBy.append($0) })

    DispatchQueue.global().sync { subject.onNext(1) }
    await drainMainQueue()

    #expect(
      seenBy == ["map on main: true", "do on main: true", "10/1 on main: true"])
    subscription.dispose()
  }

  @Test func closuresWrittenInNonisolatedCodeRunOnTheEmittingThread() {
    let subject = PublishSubject<Int>()
    let threads = ThreadLog()
    let subscription = subscribeRecordingThreads(subject, into: threads)

    DispatchQueue.global().sync { subject.onNext(1) }
    subject.onNext(2)

    #expect(threads.onMainThread == [false, true])
    subscription.dispose()
  }
}

/// Whether each delivery ran on the main thread, recorded from any thread.
private final class ThreadLog: Sendable {
  private let entries = Mutex<[Bool]>([])

  var onMainThread: [Bool] { entries.withLock { $0 } }

  func record() { entries.withLock { $0.append(isMainThread()) } }
}

/// Subscribes from nonisolated code: the closure runs on whichever thread emits.
private nonisolated func subscribeRecordingThreads(
  _ subject: PublishSubject<Int>, into threads: ThreadLog
) -> any Disposable {
  subject.subscribe(onNext: { _ in threads.record() })
}
