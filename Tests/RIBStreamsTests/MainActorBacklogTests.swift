import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// Main-actor work queued by other threads runs when the main thread catches up on it, not
/// only when the main queue runs (a synchronous program never runs it).
@MainActor
@Suite struct MainActorBacklogTests {
  @Test func anEventOnTheMainThreadRunsTheQueuedOnesAndItselfAtOnce() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })

    sendFromAnotherThread { subject.onNext(1) }
    #expect(received == [])
    for value in 2...5 { subject.onNext(value) }

    #expect(received == [1, 2, 3, 4, 5])
    subscription.dispose()
  }

  @Test func drainRunsTheEventsQueuedForMainActorClosures() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    var received: [String] = []
    let subscriptions = [
      first.subscribe(onNext: { received.append("\($0)") }),
      second.subscribe(onNext: { received.append($0) }),
    ]

    sendFromAnotherThread {
      first.onNext(1)
      second.onNext("a")
      first.onNext(2)
    }
    #expect(received == [])
    #expect(MainActorBacklog.count >= 3)
    MainActorBacklog.drain()

    #expect(received == ["1", "a", "2"])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func anObserverSendingOnTheMainThreadWhileItRunsDoesNotNest() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var depth = 0
    let subscription = subject.subscribe(onNext: { value in
      depth += 1
      defer { depth -= 1 }
      log.append("\(value) at depth \(depth)")
      // Sent while queued events of this closure still wait: they go first, after this one.
      if value == 1 { subject.onNext(10) }
    })

    sendFromAnotherThread {
      subject.onNext(1)
      subject.onNext(2)
    }
    MainActorBacklog.drain()

    #expect(log == ["1 at depth 1", "2 at depth 1", "10 at depth 1"])
    subscription.dispose()
  }

  @Test func aDrainFromInsideAnObserverReturnsAtOnce() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { value in
      MainActorBacklog.drain()
      received.append(value)
    })

    sendFromAnotherThread {
      subject.onNext(1)
      subject.onNext(2)
    }
    MainActorBacklog.drain()

    #expect(received == [1, 2])
    subscription.dispose()
  }

  /// Runs `send` on another thread and waits for it.
  private func sendFromAnotherThread(_ send: @escaping @Sendable () -> Void) {
    let sent = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      send()
      sent.signal()
    }
    sent.wait()
  }
}
