import RIBStreams
import RIBSupport

/// A scheduler on virtual time, for testing time operators and code that takes a
/// `SchedulerType`: RxTest's `TestScheduler`.
///
/// Nothing runs until the test runs the scheduler (``start()``, ``advanceTo(_:)``); then the
/// scheduled work runs in time order on the calling thread, the clock jumping from one due
/// time to the next. A tick is `resolution` seconds (given to the initialiser), one second by default, so
/// `debounce(.seconds(5), scheduler: scheduler)` waits 5 ticks.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let input = scheduler.createHotObservable([.next(210, "r"), .next(212, "ri"), .next(230, "rib")])
/// let observer = scheduler.start {
///   input.debounce(.seconds(5), scheduler: scheduler)
/// }
/// XCTAssertEqual(observer.events, [.next(217, "ri"), .next(235, "rib")])
/// ```
///
/// Work scheduled to run now (`schedule`, or `scheduleRelative` with no delay) runs one tick
/// later when `simulateProcessingDelay` is on (the default), as in RxTest: `observe(on:)` and
/// `subscribe(on:)` onto a test scheduler take one tick.
///
/// Work may be scheduled from any thread; it runs on the thread that runs the scheduler. A long
/// `interval` does not grow the stack: each tick is scheduled by the previous one and run by the
/// scheduler's loop.
public final class TestScheduler: SchedulerType, OneEventPerTurnScheduler {
  /// The virtual times ``start(_:)`` uses.
  public enum Defaults {
    /// When the observable is created: 100.
    public static let created = 100
    /// When it is subscribed to: 200.
    public static let subscribed = 200
    /// When the subscription is disposed: 1000.
    public static let disposed = 1000
  }

  private struct State {
    var clock: TestTime
    var queue = VirtualTimeQueue<TestTime> { lhs, rhs in
      lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
    var nextID = 0
    var isRunning = false
  }

  private let state: Locked<State>
  private let simulateProcessingDelay: Bool

  // How many seconds one tick of virtual time stands for. Not public, as RxTest's is not: a
  // public member would shadow a test's own `resolution` in its `extension TestScheduler`.
  private let resolution: Double

  /// A scheduler whose clock reads `initialClock`, with ticks of `resolution` seconds.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    state = Locked(State(clock: initialClock))
    self.resolution = resolution
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// The current virtual time.
  public var clock: TestTime { state.withLock { $0.clock } }

  /// The current virtual time as a time: ``clock`` ticks of `resolution` seconds after 1970.
  public var now: RxTime {
    RxTime(timeIntervalSince1970: Double(clock) * resolution)
  }

  // MARK: Scheduling

  /// Runs `action` one tick from now (now, without `simulateProcessingDelay`).
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Runs `action` `dueTime` from now, rounded to whole ticks; work due now or earlier runs one
  /// tick later when `simulateProcessingDelay` is on. `.never` never runs.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    guard let ticks = ticks(in: dueTime) else { return Disposables.create() }
    let time = self.state.withLock { state -> TestTime in
      let due = state.clock.addingReportingOverflow(ticks)
      let time = due.overflow ? TestTime.max : due.partialValue
      guard time <= state.clock else { return time }
      return state.clock + (simulateProcessingDelay ? 1 : 0)
    }
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Runs `action` `dueTime` ticks from now.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleAbsoluteVirtual(state, time: clock &+ dueTime, action: action)
  }

  /// Runs `action` at virtual time `time` (at once when the scheduler runs, if that is past).
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: TestTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let work = { action(state) }
    return self.state.withLock { scheduler in
      let item = VirtualTimeItem(time: time, id: scheduler.nextID, work: work)
      scheduler.nextID += 1
      scheduler.queue.insert(item)
      return item
    }
  }

  /// Runs `action` at virtual time `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  // MARK: Running

  /// Runs the scheduled work in time order until none is left or ``stop()`` is called. Called
  /// while the scheduler runs (from scheduled work), it returns at once.
  public func start() {
    run(until: nil)
  }

  /// Runs the work due up to `virtualTime`, then sets the clock to it. Called while the
  /// scheduler runs, it reports a test failure and returns.
  public func advanceTo(_ virtualTime: TestTime) {
    guard run(until: virtualTime) else {
      TestFailureReporter.report(
        "TestScheduler.advanceTo(\(virtualTime)) was called while the scheduler was running;"
          + " it did nothing.")
      return
    }
  }

  /// Moves the clock `virtualInterval` ticks on without running anything.
  ///
  /// A negative interval would move the clock back: RxTest stops the process there ("Can't
  /// sleep to past."); here it reports a test failure and leaves the clock.
  public func sleep(_ virtualInterval: TestTime) {
    guard virtualInterval >= 0 else {
      TestFailureReporter.report(
        "TestScheduler.sleep(\(virtualInterval)) would move the clock back from \(clock); it did"
          + " nothing.")
      return
    }
    guard virtualInterval > 0 else { return }
    state.withLock { $0.clock &+= virtualInterval }
  }

  /// Stops ``start()`` or ``advanceTo(_:)`` after the work running now.
  public func stop() {
    state.withLock { $0.isRunning = false }
  }

  /// Runs due work until none is left (`limit` nil) or the next is later than `limit`. Returns
  /// `false`, doing nothing, if the scheduler is already running.
  @discardableResult
  private func run(until limit: TestTime?) -> Bool {
    let started = state.withLock { state -> Bool in
      guard !state.isRunning else { return false }
      state.isRunning = true
      return true
    }
    guard started else { return false }
    while let item = nextItem(until: limit) {
      // Outside the lock: the work is the test's code and the operators'.
      item.run()
    }
    state.withLock { state in
      if let limit { state.clock = limit }
      state.isRunning = false
    }
    return true
  }

  private func nextItem(until limit: TestTime?) -> VirtualTimeItem<TestTime>? {
    var discarded: [VirtualTimeItem<TestTime>] = []
    defer { _ = discarded }
    return state.withLock { state -> VirtualTimeItem<TestTime>? in
      guard state.isRunning else { return nil }
      while let next = state.queue.first {
        if next.isDisposed {
          discarded.append(state.queue.removeFirst())
          continue
        }
        if let limit, next.time > limit { return nil }
        if next.time > state.clock { state.clock = next.time }
        return state.queue.removeFirst()
      }
      return nil
    }
  }

  private func ticks(in interval: RxTimeInterval) -> TestTime? {
    guard let seconds = interval.secondsValue else { return nil }
    let ticks = (seconds / resolution).rounded()
    guard ticks.isFinite, ticks < Double(TestTime.max) else { return .max }
    return ticks > Double(TestTime.min) ? TestTime(ticks) : .min
  }

  // MARK: Test observables and observers

  /// An observable that emits `events` at their virtual times to whoever is subscribed then.
  public func createHotObservable<Element>(
    _ events: [Recorded<Event<Element>>]
  )
    -> TestableObservable<Element>
  {
    HotObservable(testScheduler: self, recordedEvents: events)
  }

  /// An observable that emits `events` at their times after each subscription.
  public func createColdObservable<Element>(
    _ events: [Recorded<Event<Element>>]
  )
    -> TestableObservable<Element>
  {
    ColdObservable(testScheduler: self, recordedEvents: events)
  }

  /// An observer that records events with the virtual time they come at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the observable with `create` at `created`, subscribes to it at `subscribed`,
  /// disposes that subscription at `disposed`, runs the scheduler, and returns what the
  /// subscription received.
  public func start<Element, Output: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> Output
  ) -> TestableObserver<Element> where Output.Element == Element {
    let observer = createObserver(Element.self)
    let run = StartRun<Element>()
    scheduleAt(created) { run.source = create().asObservable() }
    scheduleAt(subscribed) { run.subscription = run.source?.subscribe(observer) }
    scheduleAt(disposed) { run.subscription?.dispose() }
    start()
    return observer
  }

  /// ``start(created:subscribed:disposed:create:)`` at the default times, disposed at
  /// `disposed`.
  public func start<Element, Output: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> Output
  ) -> TestableObserver<Element> where Output.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// ``start(created:subscribed:disposed:create:)`` at the default times: created at 100,
  /// subscribed at 200, disposed at 1000.
  public func start<Element, Output: ObservableConvertibleType>(
    _ create: @escaping () -> Output
  ) -> TestableObserver<Element> where Output.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed,
      create: create)
  }
}

// The clock and the queue are behind a lock; the rest is immutable.
extension TestScheduler: @unchecked Sendable {}

/// What ``TestScheduler/start(created:subscribed:disposed:create:)`` carries from one scheduled
/// step to the next; the steps run one after another on the scheduler's thread.
private final class StartRun<Element> {
  var source: Observable<Element>?
  var subscription: (any Disposable)?
}

extension RxTimeInterval {
  /// The interval in seconds, `nil` for `.never`.
  fileprivate var secondsValue: Double? {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1e3
    case .microseconds(let value): return Double(value) / 1e6
    case .nanoseconds(let value): return Double(value) / 1e9
    case .never: return nil
    @unknown default: return nil
    }
  }
}
