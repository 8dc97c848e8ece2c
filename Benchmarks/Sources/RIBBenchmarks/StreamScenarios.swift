import OpenCombine
import RIBStreams

/// Scenario 1: `BehaviorRelay.accept` delivering to 1 and to 10 subscribers.
///
/// Each subscriber adds the value to an ``Accumulator``. OpenCombine does the same with
/// `CurrentValueSubject.send` and `sink`; the floor is ``FloorSubject/send(_:)`` (one mutex,
/// one direct closure call per subscriber). One operation is one `accept`/`send`.
enum RelayAcceptScenario {
  static let subscriberCounts = [1, 10]

  static func label(_ subscribers: Int) -> String {
    subscribers == 1
      ? "BehaviorRelay.accept, 1 subscriber" : "BehaviorRelay.accept, \(subscribers) subscribers"
  }

  static func run(_ settings: Settings, _ report: Report) {
    for count in subscriberCounts {
      report.add(1, label(count), .ribs, ribStreams(count, settings))
      report.add(1, label(count), .openCombine, openCombine(count, settings))
      report.add(1, label(count), .floor, floor(count, settings))
    }
  }

  static func ribStreams(_ subscribers: Int, _ settings: Settings) -> Sample {
    let relay = BehaviorRelay(value: 0)
    let sink = Accumulator()
    let subscriptions = (0..<subscribers).map { _ in
      relay.subscribe(onNext: { sink.add($0) })
    }
    defer { subscriptions.forEach { $0.dispose() } }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { relay.accept(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func openCombine(_ subscribers: Int, _ settings: Settings) -> Sample {
    let subject = CurrentValueSubject<Int, Never>(0)
    let sink = Accumulator()
    let cancellables = (0..<subscribers).map { _ in
      subject.sink { sink.add($0) }
    }
    defer { cancellables.forEach { $0.cancel() } }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { subject.send(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func floor(_ subscribers: Int, _ settings: Settings) -> Sample {
    let subject = FloorSubject(value: 0)
    let sink = Accumulator()
    for _ in 0..<subscribers { _ = subject.add { sink.add($0) } }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { subject.send(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }
}

/// Scenario 2: a `PublishSubject` through `map`, `filter` and `distinctUntilChanged` to one
/// subscriber.
///
/// The input is the iteration number with every sixteenth value repeated, then
/// `map { $0 &* 2 }`, `filter { $0 % 10 != 0 }` and `distinctUntilChanged()`: about three
/// quarters of the values reach the subscriber. OpenCombine: `PassthroughSubject` → `map` →
/// `filter` → `removeDuplicates` → `sink`. The floor sends to one closure that does the three
/// steps inline. One operation is one `onNext`/`send`.
enum OperatorChainScenario {
  static let label = "PublishSubject→map→filter→distinct"

  /// The value sent at iteration `index`: every sixteenth repeats the one before.
  @inline(__always)
  static func input(_ index: Int) -> Int { index & 15 == 15 ? index - 1 : index }

  static func run(_ settings: Settings, _ report: Report) {
    verifyAgreement()
    report.add(2, label, .ribs, ribStreams(settings))
    report.add(2, label, .openCombine, openCombine(settings))
    report.add(2, label, .floor, floor(settings))
  }

  /// The three implementations must deliver the same values, or the comparison means nothing.
  static func verifyAgreement() {
    let count = 1000
    let totals = [
      deliver(
        count,
        to: { sink in
          let subject = PublishSubject<Int>()
          let subscription = subject.map { $0 &* 2 }.filter { $0 % 10 != 0 }
            .distinctUntilChanged().subscribe(onNext: { sink.add($0) })
          return ({ subject.onNext($0) }, { subscription.dispose() })
        }),
      deliver(
        count,
        to: { sink in
          let subject = PassthroughSubject<Int, Never>()
          let cancellable = subject.map { $0 &* 2 }.filter { $0 % 10 != 0 }.removeDuplicates()
            .sink { sink.add($0) }
          return ({ subject.send($0) }, { cancellable.cancel() })
        }),
      deliver(
        count,
        to: { sink in
          let subject = makeFloor(sink)
          return ({ subject.send($0) }, {})
        }),
    ]
    precondition(
      Set(totals).count == 1, "scenario 2: the implementations disagree: \(totals)")
  }

  private static func deliver(
    _ count: Int, to make: (Accumulator) -> ((Int) -> Void, () -> Void)
  ) -> Int {
    let sink = Accumulator()
    let (send, end) = make(sink)
    for index in 0..<count { send(input(index)) }
    end()
    return sink.total
  }

  static func ribStreams(_ settings: Settings) -> Sample {
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = subject.map { $0 &* 2 }.filter { $0 % 10 != 0 }.distinctUntilChanged()
      .subscribe(onNext: { sink.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for index in 0..<iterations { subject.onNext(input(index)) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func openCombine(_ settings: Settings) -> Sample {
    let subject = PassthroughSubject<Int, Never>()
    let sink = Accumulator()
    let cancellable = subject.map { $0 &* 2 }.filter { $0 % 10 != 0 }.removeDuplicates()
      .sink { sink.add($0) }
    defer { cancellable.cancel() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for index in 0..<iterations { subject.send(input(index)) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func floor(_ settings: Settings) -> Sample {
    let sink = Accumulator()
    let subject = makeFloor(sink)
    return measure(settings) { iterations in
      let elapsed = timed {
        for index in 0..<iterations { subject.send(input(index)) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  private static func makeFloor(_ sink: Accumulator) -> FloorSubject<Int> {
    let subject = FloorSubject(value: 0)
    var previous: Int?
    _ = subject.add { value in
      let mapped = value &* 2
      guard mapped % 10 != 0, mapped != previous else { return }
      previous = mapped
      sink.add(mapped)
    }
    return subject
  }
}

/// Scenario 3: subscribing one more observer to a subject that has 10 others, then disposing
/// it.
///
/// OpenCombine: `sink` then `cancel` on a `PassthroughSubject` with 10 other sinks. The floor
/// appends a closure under the mutex and removes it by token. One operation is one subscribe
/// plus one dispose.
enum SubscribeDisposeScenario {
  static let label = "subscribe + dispose, 10 others"
  static let others = 10

  static let allocationsLabel = "allocations per subscribe + dispose"
  static let countedOperations = 1000

  static func run(_ settings: Settings, _ report: Report) {
    report.add(3, label, .ribs, ribStreams(settings))
    report.add(3, label, .openCombine, openCombine(settings))
    report.add(3, label, .floor, floor(settings))
    countAllocations(report)
  }

  /// The same three loops, run once more with the allocations counted instead of the time.
  static func countAllocations(_ report: Report) {
    let sink = Accumulator()
    let subject = PublishSubject<Int>()
    let subscriptions = (0..<others).map { _ in subject.subscribe(onNext: { sink.add($0) }) }
    defer { subscriptions.forEach { $0.dispose() } }
    let combineSubject = PassthroughSubject<Int, Never>()
    let cancellables = (0..<others).map { _ in combineSubject.sink { sink.add($0) } }
    defer { cancellables.forEach { $0.cancel() } }
    let floorSubject = FloorSubject(value: 0)
    for _ in 0..<others { _ = floorSubject.add { sink.add($0) } }

    let counts: [(Implementation, Sample?)] = [
      (
        .ribs,
        allocationsPerOperation(countedOperations) {
          for _ in 0..<countedOperations { subject.subscribe(onNext: { sink.add($0) }).dispose() }
        }
      ),
      (
        .openCombine,
        allocationsPerOperation(countedOperations) {
          for _ in 0..<countedOperations { combineSubject.sink { sink.add($0) }.cancel() }
        }
      ),
      (
        .floor,
        allocationsPerOperation(countedOperations) {
          for _ in 0..<countedOperations { floorSubject.remove(floorSubject.add { sink.add($0) }) }
        }
      ),
    ]
    for case (let implementation, let sample?) in counts {
      report.add(3, allocationsLabel, implementation, sample, unit: "allocs/op")
    }
  }

  static func ribStreams(_ settings: Settings) -> Sample {
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    let subscriptions = (0..<others).map { _ in subject.subscribe(onNext: { sink.add($0) }) }
    defer { subscriptions.forEach { $0.dispose() } }
    return measure(settings) { iterations in
      let elapsed = timed {
        for _ in 0..<iterations {
          subject.subscribe(onNext: { sink.add($0) }).dispose()
        }
      }
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func openCombine(_ settings: Settings) -> Sample {
    let subject = PassthroughSubject<Int, Never>()
    let sink = Accumulator()
    let cancellables = (0..<others).map { _ in subject.sink { sink.add($0) } }
    defer { cancellables.forEach { $0.cancel() } }
    return measure(settings) { iterations in
      let elapsed = timed {
        for _ in 0..<iterations {
          subject.sink { sink.add($0) }.cancel()
        }
      }
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func floor(_ settings: Settings) -> Sample {
    let subject = FloorSubject(value: 0)
    let sink = Accumulator()
    for _ in 0..<others { _ = subject.add { sink.add($0) } }
    return measure(settings) { iterations in
      let elapsed = timed {
        for _ in 0..<iterations {
          subject.remove(subject.add { sink.add($0) })
        }
      }
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }
}
