import Dispatch
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Seeded random sequences against every subject and relay, misuse included: sending after a
/// terminal event, a second terminal event, subscribing to a terminated subject, disposing
/// twice, disposing a subscription that a terminal event already ended, and subscriptions
/// through a `map` whose closure throws. Without re-entrant observers each subscriber's events
/// are predicted exactly; with observers that send, subscribe, dispose themselves or end the
/// subject from inside a delivery, each subscriber's events must stay well formed (values in
/// the order sent, at most one terminal event, nothing after it or after its `dispose()`
/// returned). A failure names its seed.
///
/// RxSwift asserts (in debug builds) on re-entrant sends; here they are queued and delivered in
/// order (RIBS.md, RIBStreams: re-entrancy).
@Suite struct SubjectModelAttackTests {
  nonisolated static let seeds: [UInt64] = Array(1...60)

  @Test(arguments: seeds) func exactModel(seed: UInt64) {
    SubjectRun(seed: seed, reentrant: false).run(operations: 80)
  }

  @Test(arguments: seeds) func reentrantObservers(seed: UInt64) {
    SubjectRun(seed: seed &+ 10_000, reentrant: true).run(operations: 80)
  }

  /// Four threads each send, subscribe, dispose and end the same subject at random: each
  /// subscriber gets each thread's values in that thread's order and a well-formed sequence.
  @Test(arguments: Array(UInt64(1)...8)) func threads(seed: UInt64) async {
    let kind = SubjectKind.allCases[Int(seed) % SubjectKind.allCases.count]
    let target = SubjectTarget(kind)
    // `Locked` (a pthread mutex) for the test's own state, not `Mutex`: a contended `Mutex` is
    // handed over in the kernel on Linux, where ThreadSanitizer cannot see it.
    let pool = Locked<[SubjectSubscriber]>([])
    let operations = Sanitizers.workload(300, sanitized: 60)
    let bodies: [@Sendable () -> Void] = (0..<4).map { thread in
      {
        var random = SeededGenerator(seed: seed &* 31 &+ UInt64(thread))
        for sequence in 0..<operations {
          switch random.below(100) {
          case 0..<45: target.send(thread * 1_000_000 + sequence)
          case 45..<70:
            let subscriber = SubjectSubscriber(id: thread * 1_000_000 + sequence)
            subscriber.attach(target.observable.subscribe(subscriber))
            pool.withLock { $0.append(subscriber) }
          case 70..<92:
            let victim = pool.withLock { $0.isEmpty ? nil : $0[random.below($0.count)] }
            victim?.dispose()
          case 92..<96: target.complete()
          default: target.fail()
          }
        }
      }
    }
    let finished = await allFinish(within: 60, bodies)
    #expect(finished, "seed \(seed): a thread did not finish")
    guard finished else { return }
    target.complete()
    defer { for subscriber in pool.withLock({ $0 }) { subscriber.dispose() } }
    for subscriber in pool.withLock({ $0 }) {
      let problem = subscriber.problem(perThreadOrder: true)
      #expect(problem == nil, "seed \(seed) \(kind): \(problem ?? "")")
      if !subscriber.isDisposed && target.canEnd {
        #expect(subscriber.isTerminated, "seed \(seed) \(kind): a live subscriber was not ended")
      }
    }
  }
}

enum SubjectKind: CaseIterable {
  case publish, behavior, replay, async, publishRelay, behaviorRelay, replayRelay
}

/// One subject or relay behind one interface.
final class SubjectTarget: Sendable {
  let kind: SubjectKind
  let observable: Observable<Int>
  private let sendValue: @Sendable (Int) -> Void
  private let end: (@Sendable (Event<Int>) -> Void)?
  private let observed: @Sendable () -> Bool

  init(_ kind: SubjectKind) {
    self.kind = kind
    switch kind {
    case .publish:
      let subject = PublishSubject<Int>()
      (observable, sendValue, end, observed) =
        (subject, { subject.onNext($0) }, { subject.on($0) }, { subject.hasObservers })
    case .behavior:
      let subject = BehaviorSubject(value: 0)
      (observable, sendValue, end, observed) =
        (subject, { subject.onNext($0) }, { subject.on($0) }, { subject.hasObservers })
    case .replay:
      let subject = ReplaySubject<Int>.create(bufferSize: 2)
      (observable, sendValue, end, observed) =
        (subject, { subject.onNext($0) }, { subject.on($0) }, { subject.hasObservers })
    case .async:
      let subject = AsyncSubject<Int>()
      (observable, sendValue, end, observed) =
        (subject, { subject.onNext($0) }, { subject.on($0) }, { subject.hasObservers })
    case .publishRelay:
      let relay = PublishRelay<Int>()
      (observable, sendValue, end, observed) =
        (relay.asObservable(), { relay.accept($0) }, nil, { relay.hasObservers })
    case .replayRelay:
      let relay = ReplayRelay<Int>.create(bufferSize: 2)
      (observable, sendValue, end, observed) = (
        relay.asObservable(), { relay.accept($0) }, nil, { false }
      )
    case .behaviorRelay:
      let relay = BehaviorRelay(value: 0)
      (observable, sendValue, end, observed) = (
        relay.asObservable(), { relay.accept($0) }, nil, { false }
      )
    }
  }

  var canEnd: Bool { end != nil }
  var hasObservers: Bool { observed() }
  func send(_ value: Int) { sendValue(value) }
  func complete() { end?(.completed) }
  func fail() { end?(.error(TestError("failed"))) }
}

/// A subscriber that records its events and checks them.
final class SubjectSubscriber: ObserverType, @unchecked Sendable {
  let id: Int
  private let lock = Locked<
    (events: [Recorded<Int>], afterDispose: Int, disposed: Bool, assigned: Bool)
  >(([], 0, false, false))
  private let subscription = SingleAssignmentDisposable()
  /// Runs in each delivery, before it is recorded.
  var reaction: (@Sendable (Event<Int>) -> Void)?

  init(id: Int) { self.id = id }

  func attach(_ disposable: any Disposable) {
    subscription.setDisposable(disposable)
    lock.withLock { $0.assigned = true }
  }

  func on(_ event: Event<Int>) {
    lock.withLock { state in
      if state.disposed { state.afterDispose += 1 }
      state.events.append(Recorded(event))
    }
    reaction?(event)
  }

  /// Disposed before `subscribe` returned (from inside the replay a behavior or replay
  /// subject hands a new subscriber), the subscription does not exist yet: the replay under
  /// way goes on, and its end disposes it. Only a disposal of an assigned subscription counts.
  func dispose() {
    let wasAssigned = lock.withLock { $0.assigned }
    subscription.dispose()
    if wasAssigned { lock.withLock { $0.disposed = true } }
  }

  var events: [Recorded<Int>] { lock.withLock { $0.events } }
  var isDisposed: Bool { lock.withLock { $0.disposed } }
  var isTerminated: Bool { events.contains { $0.isTerminal } }

  /// What is wrong with the events, if anything.
  func problem(perThreadOrder: Bool) -> String? {
    let (events, afterDispose, _, _) = lock.withLock { $0 }
    if afterDispose > 0 { return "\(id): \(afterDispose) deliveries after dispose: \(events)" }
    if let terminal = events.firstIndex(where: \.isTerminal), terminal != events.count - 1 {
      return "\(id): events after a terminal event: \(events)"
    }
    let values = events.compactMap { event -> Int? in
      if case .next(let value) = event { return value }
      return nil
    }
    if perThreadOrder {
      var last: [Int: Int] = [:]
      for value in values where value != 0 {
        let thread = value / 1_000_000
        if let previous = last[thread], previous >= value {
          return "\(id): values out of their thread's order: \(values)"
        }
        last[thread] = value
      }
    } else if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) {
      return "\(id): values out of order: \(values)"
    }
    return nil
  }
}

/// One seeded run on one kind of subject.
final class SubjectRun: @unchecked Sendable {
  let seed: UInt64
  let reentrant: Bool
  var random: SeededGenerator
  let target: SubjectTarget
  var subscribers: [SubjectSubscriber] = []
  /// The events the model expects each subscriber to have, by index.
  var expected: [[Recorded<Int>]] = []
  /// Whether the model still counts the subscriber as subscribed.
  var live: [Bool] = []
  /// For subscribers through a throwing `map`: the divisor of the values it throws on.
  var throwsOn: [Int?] = []
  var next = 1
  var sent: [Int] = []
  var terminal: Recorded<Int>?
  var log: [String] = []
  let reports = ReportCollector()
  /// Bounds the sends observers make from inside deliveries.
  let reentrantBudget = Locked(0)

  init(seed: UInt64, reentrant: Bool) {
    self.seed = seed
    self.reentrant = reentrant
    random = SeededGenerator(seed: seed)
    target = SubjectTarget(SubjectKind.allCases[Int(seed % UInt64(SubjectKind.allCases.count))])
  }

  func run(operations: Int) {
    // Subscriptions through `map` on a relay, never disposed, outlive it (CHANGELOG, Known
    // issues), and re-entrant observers hold the target: let go of them all at the end.
    defer {
      for subscriber in subscribers { subscriber.dispose() }
      for subscriber in nested.withLock({ $0 }) { subscriber.dispose() }
    }
    reports.collect {
      for step in 0..<operations {
        reentrantBudget.withLock { $0 = 4 }
        randomOperation()
        guard check(step) else { return }
      }
    }
    // Only reports of errors that reached a subscription with no error handler: the model's
    // subscribers all handle errors.
    #expect(reports.reports.isEmpty, "seed \(seed): \(reports.reports.map(\.message))")
  }

  func randomOperation() {
    switch random.below(100) {
    case 0..<30: send()
    case 30..<55: subscribe()
    case 55..<70: disposeOne()
    case 70..<74: if target.canEnd { end(.completed) } else { send() }
    case 74..<77: if target.canEnd { end(.error(TestError("failed"))) } else { send() }
    default: send()
    }
  }

  func send() {
    let value = next
    next += 1
    log.append("send \(value)")
    if terminal == nil {
      sent.append(value)
      for index in subscribers.indices where live[index] && target.kind != .async {
        deliver(.next(value), to: index)
      }
    }
    target.send(value)
  }

  func end(_ event: Recorded<Int>) {
    log.append("end \(event)")
    if terminal == nil {
      terminal = event
      for index in subscribers.indices where live[index] {
        if target.kind == .async, event == .completed, let last = sent.last {
          deliver(.next(last), to: index)
        }
        deliver(event, to: index)
      }
    }
    switch event {
    case .completed: target.complete()
    default: target.fail()
    }
  }

  /// Adds `event` to what the subscriber at `index` expects: a throwing `map` turns a value it
  /// throws on into an error.
  func deliver(_ event: Recorded<Int>, to index: Int) {
    guard live[index] else { return }
    if case .next(let value) = event, let divisor = throwsOn[index], value % divisor == 0 {
      expected[index].append(.error(TestError("map")))
      live[index] = false
      return
    }
    expected[index].append(event)
    if event.isTerminal { live[index] = false }
  }

  func subscribe() {
    let index = subscribers.count
    let subscriber = SubjectSubscriber(id: index)
    let divisor: Int? = random.below(4) == 0 ? 3 + random.below(5) : nil
    log.append(
      "subscribe \(index)\(divisor.map { " through a map throwing on multiples of \($0)" } ?? "")")
    subscribers.append(subscriber)
    expected.append([])
    live.append(true)
    throwsOn.append(divisor)
    if reentrant { subscriber.reaction = reaction(for: index) }
    // What a new subscriber is handed at once.
    switch target.kind {
    case .publish, .publishRelay:
      if let terminal { deliver(terminal, to: index) }
    case .behavior:
      if let terminal {
        deliver(terminal, to: index)
      } else {
        deliver(.next(sent.last ?? 0), to: index)
      }
    case .behaviorRelay:
      deliver(.next(sent.last ?? 0), to: index)
    case .replay, .replayRelay:
      for value in sent.suffix(2) { deliver(.next(value), to: index) }
      if let terminal { deliver(terminal, to: index) }
    case .async:
      if let terminal {
        if terminal == .completed, let last = sent.last { deliver(.next(last), to: index) }
        deliver(terminal, to: index)
      }
    }
    let source: Observable<Int>
    if let divisor {
      source = target.observable.map { value in
        if value % divisor == 0 { throw TestError("map") }
        return value
      }
    } else {
      source = target.observable
    }
    subscriber.attach(source.subscribe(subscriber))
  }

  func disposeOne() {
    guard !subscribers.isEmpty else { return }
    let index = random.below(subscribers.count)
    log.append("dispose \(index)")
    live[index] = false
    subscribers[index].dispose()
    if random.below(3) == 0 { subscribers[index].dispose() }
  }

  /// What a re-entrant subscriber does from inside a delivery, now and then.
  func reaction(for index: Int) -> @Sendable (Event<Int>) -> Void {
    let choice = random.below(5)
    let target = self.target
    return { [weak self] event in
      guard case .next = event, let self, self.takeBudget() else { return }
      switch choice {
      case 0: self.subscribers[index].dispose()
      case 1: target.send(self.reentrantValue())
      case 2: target.complete()
      case 3:
        let nested = SubjectSubscriber(id: -index)
        nested.attach(target.observable.subscribe(nested))
        self.nested.withLock { $0.append(nested) }
      default: break
      }
    }
  }

  func takeBudget() -> Bool {
    reentrantBudget.withLock { left in
      guard left > 0 else { return false }
      left -= 1
      return true
    }
  }

  /// Subscribers that re-entrant observers made; checked for well-formed events only.
  let nested = Locked<[SubjectSubscriber]>([])
  let reentrantNext = Atomic<Int>(1_000_000)

  func reentrantValue() -> Int { reentrantNext.add(1, ordering: .relaxed).newValue }

  func check(_ step: Int) -> Bool {
    let context = "seed \(seed) \(target.kind) step \(step): \(log.suffix(6))"
    for (index, subscriber) in subscribers.enumerated() {
      if reentrant {
        if let problem = subscriber.problem(perThreadOrder: true) {
          Issue.record(Comment(rawValue: "\(problem); \(context)"))
          return false
        }
      } else if subscriber.events != expected[index] {
        Issue.record(
          Comment(
            rawValue: "\(index): got \(subscriber.events), expected \(expected[index]); \(context)"
          ))
        return false
      }
    }
    for subscriber in nested.withLock({ $0 }) {
      if let problem = subscriber.problem(perThreadOrder: true) {
        Issue.record(Comment(rawValue: "nested \(problem); \(context)"))
        return false
      }
    }
    if !reentrant, target.kind != .behaviorRelay, target.kind != .replayRelay,
      target.hasObservers != live.contains(true)
    {
      Issue.record(
        Comment(rawValue: "hasObservers \(target.hasObservers), model \(live); \(context)"))
      return false
    }
    return true
  }
}
