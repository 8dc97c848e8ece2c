import Dispatch
import Foundation
import RIBStreams
import Testing

/// Many threads feeding one subject while others subscribe and dispose (spec: "subjects and
/// relays may be fed from any thread; subscribe/dispose may race with emission").
@Suite struct ConcurrencyStressTests {
  /// One event: who sent it, and its number in that sender's sequence.
  struct Stamp: Sendable, Equatable {
    let sender: Int
    let sequence: Int
  }

  /// What a subscriber observed. Only mutated inside deliveries, which the subject serialises
  /// (its lock orders them, so they are also visible to the thread that reads the result after
  /// joining the senders).
  final class SequenceCheck: @unchecked Sendable {
    private(set) var next: [Int]
    private(set) var total = 0
    private(set) var outOfOrder = 0

    init(senders: Int) { next = Array(repeating: 0, count: senders) }

    func record(_ stamp: Stamp) {
      if stamp.sequence != next[stamp.sender] { outOfOrder += 1 }
      next[stamp.sender] = stamp.sequence + 1
      total += 1
    }
  }

  @Test func publishSubjectWithConcurrentSendersAndSubscriptionChurn() async {
    let senders = 8
    let perSender = Sanitizers.workload(100_000, sanitized: 10_000)
    let subject = PublishSubject<Stamp>()

    // Subscribed for the whole run: must see every event exactly once, each sender's in order.
    let steady = SequenceCheck(senders: senders)
    let steadySubscription = subject.subscribe(onNext: { steady.record($0) })
    // Also subscribed for the whole run, through an operator chain.
    let chained = SequenceCheck(senders: senders)
    let chainedSubscription = subject.map { $0 }.filter { _ in true }
      .subscribe(onNext: { chained.record($0) })

    let sendersDone = Flag()
    let violations = AtomicCounter()
    let churnCycles = AtomicCounter()
    let churnDeliveries = AtomicCounter()
    let churners = DispatchGroup()
    for churner in 0..<3 {
      runOnNewThread(churners) {
        var cycle = 0
        while !sendersDone.isSet {
          cycle += 1
          let disposed = Flag()
          let received = AtomicCounter()
          let onNext: (Stamp) -> Void = { _ in
            if disposed.isSet { violations.increment() }
            received.increment()
            churnDeliveries.increment()
          }
          let subscription =
            churner == 0
            ? subject.subscribe(onNext: onNext)
            : subject.map { $0 }.subscribe(onNext: onNext)
          if cycle.isMultiple(of: 2) {
            // Stay subscribed until an event arrives, so disposal races with deliveries.
            while received.value == 0 && !sendersDone.isSet {}
          }
          subscription.dispose()
          disposed.set()
          churnCycles.increment()
        }
      }
    }

    let sendGroup = DispatchGroup()
    for sender in 0..<senders {
      runOnNewThread(sendGroup) {
        for sequence in 0..<perSender {
          subject.onNext(Stamp(sender: sender, sequence: sequence))
        }
      }
    }
    await waitForThreads(sendGroup)
    sendersDone.set()
    await waitForThreads(churners)

    for check in [steady, chained] {
      #expect(check.total == senders * perSender)
      #expect(check.outOfOrder == 0)
      #expect(check.next == Array(repeating: perSender, count: senders))
    }
    #expect(violations.value == 0)
    #expect(churnCycles.value > 0)
    #expect(churnDeliveries.value > 0)
    steadySubscription.dispose()
    chainedSubscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func behaviorRelayWithConcurrentAcceptsAndReads() async {
    let senders = 4
    let perSender = Sanitizers.workload(20_000, sanitized: 4_000)
    let relay = BehaviorRelay(value: Stamp(sender: 0, sequence: -1))
    let check = SequenceCheck(senders: senders)
    // Skips the initial value (sequence -1) that subscribing replays.
    let subscription = relay.filter { $0.sequence >= 0 }.subscribe(onNext: { check.record($0) })
    let badReads = AtomicCounter()
    let group = DispatchGroup()
    for sender in 0..<senders {
      runOnNewThread(group) {
        for sequence in 0..<perSender {
          relay.accept(Stamp(sender: sender, sequence: sequence))
          let current = relay.value
          if current.sender == sender && current.sequence < sequence { badReads.increment() }
        }
      }
    }
    await waitForThreads(group)
    #expect(check.total == senders * perSender)
    #expect(check.outOfOrder == 0)
    #expect(badReads.value == 0)
    #expect(relay.value.sequence == perSender - 1)
    subscription.dispose()
  }

  @Test func observeOnWithConcurrentSenders() async {
    let senders = 4
    let perSender = Sanitizers.workload(20_000, sanitized: 4_000)
    let subject = PublishSubject<Stamp>()
    let queue = DispatchQueue(label: "stress-observe-on")
    let check = SequenceCheck(senders: senders)
    let done = EventRecorder<Int>()
    let subscription = subject.observe(on: queue).subscribe(
      onNext: { check.record($0) }, onCompleted: { done.onCompleted() })
    let group = DispatchGroup()
    for sender in 0..<senders {
      runOnNewThread(group) {
        for sequence in 0..<perSender {
          subject.onNext(Stamp(sender: sender, sequence: sequence))
        }
      }
    }
    await waitForThreads(group)
    subject.onCompleted()
    await done.waitForTermination()
    #expect(check.total == senders * perSender)
    #expect(check.outOfOrder == 0)
    subscription.dispose()
  }

  @Test func concurrentSubscribeAndDisposeLeavesNoObservers() async {
    let subject = BehaviorSubject(value: 0)
    let shared = subject.map { $0 + 1 }.share(replay: 1)
    let group = DispatchGroup()
    for _ in 0..<4 {
      runOnNewThread(group) {
        for _ in 0..<2_000 {
          let first = subject.subscribe()
          let second = shared.subscribe()
          first.dispose()
          second.dispose()
        }
      }
    }
    runOnNewThread(group) {
      for value in 0..<20_000 { subject.onNext(value) }
    }
    await waitForThreads(group)
    #expect(!subject.hasObservers)
  }
}
