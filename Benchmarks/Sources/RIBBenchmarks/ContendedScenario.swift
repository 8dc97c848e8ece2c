import Dispatch
import RIBStreams
import Synchronization

/// Scenario 9: several threads at one subject at once.
///
/// Two and four threads send to one `BehaviorRelay` with one subscriber (each sends its share
/// of the iterations); one thread sends while another reads `value` in a loop. RIBStreams
/// delivers on one thread at a time, and a thread that sends while another delivers queues its
/// value and returns; the floor (``FloorSubject``) makes each sender wait for the mutex, under
/// which it delivers. RxSwift's subjects are not comparable here: they deliver outside their
/// lock without serialising concurrent senders (its debug builds report such sends as a
/// reentrancy anomaly). One operation is one `accept`/`send`.
enum ContendedScenario {
  static let threadCounts = [2, 4]

  static func sendLabel(_ threads: Int) -> String { "\(threads) threads sending, 1 subscriber" }
  static let readLabel = "1 thread sending, 1 reading value"

  static func run(_ settings: Settings, _ report: Report) {
    for threads in threadCounts {
      report.add(9, sendLabel(threads), .ribs, ribStreams(threads, settings))
      report.add(9, sendLabel(threads), .floor, floor(threads, settings))
    }
    report.add(9, readLabel, .ribs, ribStreamsWithReader(settings))
    report.add(9, readLabel, .floor, floorWithReader(settings))
  }

  /// Runs `body(thread)` on `threads` threads at once and returns how long all took.
  static func concurrently(_ threads: Int, _ body: @Sendable (Int) -> Void) -> Duration {
    timed { DispatchQueue.concurrentPerform(iterations: threads, execute: body) }
  }

  static func ribStreams(_ threads: Int, _ settings: Settings) -> Sample {
    let relay = BehaviorRelay(value: 0)
    let sink = Unchecked(Accumulator())
    // Deliveries are serialised, so the accumulator is touched by one thread at a time.
    let subscription = relay.subscribe(onNext: { sink.value.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let share = Swift.max(1, iterations / threads)
      let elapsed = concurrently(threads) { _ in
        for value in 0..<share { relay.accept(value) }
      }
      blackHole(sink.value.total)
      return Measured(elapsed: elapsed, operations: share * threads)
    }
  }

  static func floor(_ threads: Int, _ settings: Settings) -> Sample {
    let subject = Unchecked(FloorSubject(value: 0))
    let sink = Accumulator()
    _ = subject.value.add { sink.add($0) }
    return measure(settings) { iterations in
      let share = Swift.max(1, iterations / threads)
      let elapsed = concurrently(threads) { _ in
        for value in 0..<share { subject.value.send(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: share * threads)
    }
  }

  static func ribStreamsWithReader(_ settings: Settings) -> Sample {
    let relay = BehaviorRelay(value: 0)
    let sink = Unchecked(Accumulator())
    let subscription = relay.subscribe(onNext: { sink.value.add($0) })
    defer { subscription.dispose() }
    return withReader(settings, read: { relay.value }, send: { relay.accept($0) }) {
      blackHole(sink.value.total)
    }
  }

  static func floorWithReader(_ settings: Settings) -> Sample {
    let subject = Unchecked(FloorSubject(value: 0))
    let sink = Accumulator()
    _ = subject.value.add { sink.add($0) }
    return withReader(settings, read: { subject.value.current }, send: { subject.value.send($0) }) {
      blackHole(sink.total)
    }
  }

  /// One thread sends `iterations` values while another reads until it is done; the cost is
  /// the sender's, per value.
  static func withReader(
    _ settings: Settings, read: @escaping @Sendable () -> Int,
    send: @escaping @Sendable (Int) -> Void, after: () -> Void
  ) -> Sample {
    measure(settings) { iterations in
      let sending = Atomic<Bool>(true)
      let sent = Unchecked(Duration.zero)
      _ = concurrently(2) { thread in
        if thread == 0 {
          sent.value = timed { for value in 0..<iterations { send(value) } }
          sending.store(false, ordering: .releasing)
        } else {
          var total = 0
          while sending.load(ordering: .acquiring) { total &+= read() }
          blackHole(total)
        }
      }
      after()
      return Measured(elapsed: sent.value, operations: iterations)
    }
  }
}

/// A value shared with threads the benchmark starts, which it accesses in turn.
final class Unchecked<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) { self.value = value }
}
