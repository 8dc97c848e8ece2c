import RIBStreams
import Testing

/// The two- and three-source `combineLatest` and `zip` are typed implementations of their own
/// (no value boxed on the way), apart from the collection forms. Random scripts of values,
/// completions, failures and throwing selectors check them against a model of RxSwift's rules:
/// `combineLatest` emits once every source has a value, completes when all have, or when a value
/// arrives that can never be combined; fixed-arity `zip` pairs by index and completes only when
/// every source has.
@Suite struct FixedArityCombiningModelTests {
  /// One step of a script: what source `source` does.
  enum Step {
    case next(Int)
    case complete
    case fail
  }

  /// What RxSwift's `combineLatest` emits for `steps`, its selector summing the latest values
  /// and throwing when the sum is a multiple of 7.
  static func expectedCombineLatest(_ steps: [(Int, Step)], sources: Int) -> [Recorded<Int>] {
    var latest = [Int?](repeating: nil, count: sources)
    var completed = [Bool](repeating: false, count: sources)
    var events: [Recorded<Int>] = []
    for (source, step) in steps {
      switch step {
      case .next(let value):
        latest[source] = value
        let values = latest.compactMap { $0 }
        if values.count == sources {
          let sum = values.reduce(0, +)
          events.append(sum % 7 == 0 ? .error(TestError("selector")) : .next(sum))
        } else if completed.indices.allSatisfy({ $0 == source || completed[$0] }) {
          events.append(.completed)
        }
      case .complete:
        completed[source] = true
        if !completed.contains(false) { events.append(.completed) }
      case .fail:
        events.append(.error(TestError("source")))
      }
      if events.last?.isTerminal == true { break }
    }
    return events
  }

  /// What RxSwift's fixed-arity `zip` emits for `steps`, with the same selector.
  static func expectedZip(_ steps: [(Int, Step)], sources: Int) -> [Recorded<Int>] {
    var queues = [[Int]](repeating: [], count: sources)
    var completed = [Bool](repeating: false, count: sources)
    var events: [Recorded<Int>] = []
    for (source, step) in steps {
      switch step {
      case .next(let value):
        queues[source].append(value)
        if !queues.contains(where: \.isEmpty) {
          let sum = queues.indices.reduce(0) { $0 + queues[$1].removeFirst() }
          events.append(sum % 7 == 0 ? .error(TestError("selector")) : .next(sum))
        }
      case .complete:
        completed[source] = true
        if !completed.contains(false) { events.append(.completed) }
      case .fail:
        events.append(.error(TestError("source")))
      }
      if events.last?.isTerminal == true { break }
    }
    return events
  }

  static func script(_ random: inout SeededGenerator, sources: Int) -> [(Int, Step)] {
    var steps: [(Int, Step)] = []
    var ended = [Bool](repeating: false, count: sources)
    for _ in 0..<(4 + random.below(14)) {
      let source = random.below(sources)
      guard !ended[source] else { continue }
      switch random.below(20) {
      case 0: steps.append((source, .fail))
      case 1, 2:
        steps.append((source, .complete))
        ended[source] = true
      default: steps.append((source, .next(1 + random.below(9))))
      }
    }
    return steps
  }

  static func play(_ steps: [(Int, Step)], on subjects: [PublishSubject<Int>]) {
    for (source, step) in steps {
      switch step {
      case .next(let value): subjects[source].onNext(value)
      case .complete: subjects[source].onCompleted()
      case .fail: subjects[source].onError(TestError("source"))
      }
    }
  }

  static func checked(_ a: Int, _ b: Int, _ c: Int = 0) throws -> Int {
    let sum = a + b + c
    if sum % 7 == 0 { throw TestError("selector") }
    return sum
  }

  @Test func twoSourcesFollowTheModel() {
    var random = SeededGenerator(seed: 0x2C0B)
    for _ in 0..<300 {
      let steps = Self.script(&random, sources: 2)
      let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
      let combined = EventRecorder<Int>()
      let zipped = EventRecorder<Int>()
      let combinedSubscription = Observable.combineLatest(subjects[0], subjects[1]) {
        try Self.checked($0, $1)
      }.subscribe(combined)
      let zippedSubscription = Observable.zip(subjects[0], subjects[1]) {
        try Self.checked($0, $1)
      }.subscribe(zipped)
      Self.play(steps, on: subjects)
      #expect(combined.events == Self.expectedCombineLatest(steps, sources: 2), "\(steps)")
      #expect(zipped.events == Self.expectedZip(steps, sources: 2), "\(steps)")
      combinedSubscription.dispose()
      zippedSubscription.dispose()
      #expect(!subjects[0].hasObservers && !subjects[1].hasObservers)
    }
  }

  @Test func threeSourcesFollowTheModel() {
    var random = SeededGenerator(seed: 0x3C0B)
    for _ in 0..<300 {
      let steps = Self.script(&random, sources: 3)
      let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
      let combined = EventRecorder<Int>()
      let zipped = EventRecorder<Int>()
      let combinedSubscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2]) {
        try Self.checked($0, $1, $2)
      }.subscribe(combined)
      let zippedSubscription = Observable.zip(subjects[0], subjects[1], subjects[2]) {
        try Self.checked($0, $1, $2)
      }.subscribe(zipped)
      Self.play(steps, on: subjects)
      #expect(combined.events == Self.expectedCombineLatest(steps, sources: 3), "\(steps)")
      #expect(zipped.events == Self.expectedZip(steps, sources: 3), "\(steps)")
      combinedSubscription.dispose()
      zippedSubscription.dispose()
      #expect(subjects.allSatisfy { !$0.hasObservers })
    }
  }

  /// A terminal event lets go of every source at once, not at disposal.
  @Test func aTerminalEventUnsubscribesEverySource() {
    let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
    let combined = EventRecorder<Int>()
    let zipped = EventRecorder<Int>()
    _ = Observable.combineLatest(subjects[0], subjects[1], subjects[2]) { $0 + $1 + $2 }
      .subscribe(combined)
    _ = Observable.zip(subjects[0], subjects[1]) { $0 + $1 }.subscribe(zipped)
    subjects[1].onError(TestError("source"))
    #expect(combined.events == [.error(TestError("source"))])
    #expect(zipped.events == [.error(TestError("source"))])
    #expect(subjects.allSatisfy { !$0.hasObservers })
  }
}
