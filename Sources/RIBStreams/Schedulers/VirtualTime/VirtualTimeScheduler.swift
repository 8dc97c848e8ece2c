import RIBSupport

/// A scheduler on a virtual clock that moves only when it is run: RxSwift's
/// `VirtualTimeScheduler`, the base of ``HistoricalScheduler`` and of schedulers of your own.
///
/// Scheduled work waits until ``start()`` or ``advanceTo(_:)``; then it runs in time order on
/// the calling thread (work due at the same time in the order it was scheduled), the clock
/// jumping to each item's due time. The `Converter` says what the clock counts and how that
/// relates to real time (``RxTime`` here, where RxSwift uses `Date`).
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
///   print(scheduler.now)  // 10.0
///   return Disposables.create()
/// }
/// scheduler.start()
/// ```
///
/// Work may be scheduled from any thread, including from scheduled work; it runs on the thread
/// that runs the scheduler, one item after another in a loop, so a run of any length does not
/// grow the stack. Subclasses may override ``adjustScheduledTime(_:)``, as RxTest's test
/// scheduler does. A subclass restates `@unchecked Sendable` (schedulers are `Sendable`), and in
/// a module with default main-actor isolation is declared `nonisolated`:
///
/// ```swift
/// nonisolated final class TickScheduler: VirtualTimeScheduler<TickConverter>, @unchecked Sendable {
///   init() { super.init(initialClock: 0, converter: TickConverter()) }
/// }
/// ```
///
/// Where RxSwift traps (``advanceTo(_:)`` while running, ``sleep(_:)`` into the past), this
/// scheduler reports the misuse to `Diagnostics` and does nothing. Work scheduled with
/// `.never` never runs, as on every other scheduler of the library.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType,
  @unchecked Sendable
{
  /// A reading of the virtual clock.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// A difference between two readings of the virtual clock.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private typealias Item = VirtualTimeItem<VirtualTime>

  private struct State {
    var clock: VirtualTime
    /// Changes with every write of `clock`, so that a new value computed outside the lock (the
    /// converter is user code) is written only if the clock did not move meanwhile.
    var clockVersion = 0
    /// Scheduled and not yet in `queue`: the runner moves it there, ordering it outside the lock.
    var incoming: [Item] = []
    var nextID = 0
    /// A thread is running the scheduler and owns `queue`.
    var hasRunner = false
    /// The runner goes on to the next item; ``stop()`` clears it.
    var isRunning = false
  }

  private let state: Locked<State>
  private let converter: Converter
  // Touched only by the thread that set `hasRunner`; the lock hands it from one run to the next.
  private var queue: VirtualTimeQueue<VirtualTime>

  /// A scheduler whose clock reads `initialClock`, counting time as `converter` says.
  public init(initialClock: VirtualTime, converter: Converter) {
    state = Locked(State(clock: initialClock))
    self.converter = converter
    queue = VirtualTimeQueue(compare: converter.compareVirtualTime)
  }

  /// The virtual clock's reading.
  public var clock: VirtualTime { state.withLock { $0.clock } }

  /// The clock's reading as a real time, converted by the converter (RxSwift returns a `Date`).
  public var now: RxTime { converter.convertFromVirtualTime(clock) }

  // MARK: Scheduling

  /// Runs `action` at the current virtual time, as adjusted by ``adjustScheduledTime(_:)``, when
  /// the scheduler runs.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Runs `action` `dueTime` of real time from ``now``, converted to virtual time and adjusted
  /// by ``adjustScheduledTime(_:)``. `.never` never runs.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    guard dueTime != .never else { return Disposables.create() }
    let time = converter.convertToVirtualTime(now.adding(dueTime))
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
  }

  /// Runs `action` `dueTime` of virtual time after the clock's current reading.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Runs `action` at virtual time `time`; at once when the scheduler runs, if that is past.
  /// Disposing the result before then cancels it.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let work = { action(state) }
    return self.state.withLock { scheduler in
      let item = Item(time: time, id: scheduler.nextID, work: work)
      scheduler.nextID += 1
      scheduler.incoming.append(item)
      return item
    }
  }

  /// The virtual time work scheduled for `time` by ``schedule(_:action:)`` and
  /// ``scheduleRelative(_:dueTime:action:)`` is queued at. This class returns `time`;
  /// subclasses may move it, as RxTest's test scheduler adds one tick to work due now.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  // MARK: Running

  /// Runs the scheduled work in time order, the clock moving to each item's due time, until
  /// none is left or ``stop()`` is called. Called while the scheduler runs, it returns at once
  /// (after a ``stop()`` in the running work, the run goes on).
  public func start() {
    let claimed = state.withLock { state -> Bool in
      state.isRunning = true
      guard !state.hasRunner else { return false }
      state.hasRunner = true
      return true
    }
    guard claimed else { return }
    runClaimed(until: nil)
  }

  /// Runs the work due up to `virtualTime`, then sets the clock to it. Called while the
  /// scheduler runs (where RxSwift traps), it reports the misuse to `Diagnostics` and returns.
  public func advanceTo(_ virtualTime: VirtualTime) {
    let claimed = state.withLock { state -> Bool in
      guard !state.hasRunner else { return false }
      state.hasRunner = true
      state.isRunning = true
      return true
    }
    guard claimed else {
      reportMisuse(
        "advanceTo(\(virtualTime)) was called while the scheduler was running; it did nothing.")
      return
    }
    runClaimed(until: virtualTime)
  }

  /// Moves the clock `virtualInterval` on without running anything. An interval into the past
  /// (where RxSwift traps) is reported to `Diagnostics` and ignored.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    updateClock { clock in
      let later = converter.offsetVirtualTime(clock, offset: virtualInterval)
      guard converter.compareVirtualTime(later, clock) != .lessThan else {
        reportMisuse(
          "sleep(\(virtualInterval)) would move the clock back from \(clock) to \(later);"
            + " it did nothing.")
        return nil
      }
      return later
    }
  }

  /// Stops ``start()`` or ``advanceTo(_:)`` once the work running now returns.
  public func stop() {
    state.withLock { $0.isRunning = false }
  }

  /// Runs due work, on this thread, which has set `hasRunner`.
  private func runClaimed(until limit: VirtualTime?) {
    while let item = nextDueItem(until: limit) {
      // Outside the lock: the work is user code.
      item.run()
    }
    let replaced = state.withLock { state -> VirtualTime? in
      state.isRunning = false
      state.hasRunner = false
      guard let limit else { return nil }
      defer {
        state.clock = limit
        state.clockVersion &+= 1
      }
      return state.clock
    }
    // The reading replaced goes here, outside the lock.
    _ = replaced
  }

  /// Takes the earliest item still to run and due by `limit`, moving the clock to its time.
  private func nextDueItem(until limit: VirtualTime?) -> Item? {
    let incoming = state.withLock { state -> [Item]? in
      guard state.isRunning else { return nil }
      let incoming = state.incoming
      state.incoming = []
      return incoming
    }
    guard let incoming else { return nil }
    for item in incoming where !item.isDisposed { queue.insert(item) }
    while let first = queue.first, first.isDisposed { queue.removeFirst() }
    guard let first = queue.first else { return nil }
    if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan { return nil }
    queue.removeFirst()
    updateClock { clock in
      converter.compareVirtualTime(first.time, clock) == .greaterThan ? first.time : nil
    }
    return first
  }

  /// Sets the clock to what `newClock` returns for its reading, unless it returns `nil`.
  /// `newClock` runs outside the lock, and again if another thread moved the clock meanwhile.
  private func updateClock(_ newClock: (VirtualTime) -> VirtualTime?) {
    while true {
      let (clock, version) = state.withLock { ($0.clock, $0.clockVersion) }
      guard var updated = newClock(clock) else { return }
      let written = state.withLock { state -> Bool in
        guard state.clockVersion == version else { return false }
        swap(&state.clock, &updated)
        state.clockVersion &+= 1
        return true
      }
      // `updated` now holds the reading replaced, released here, outside the lock.
      if written { return }
    }
  }

  private func reportMisuse(_ message: String) {
    SupportDiagnostics.report(
      SupportReport(
        kind: "other",
        message: "\(type(of: self)).\(message)",
        subjects: [SupportReport.Subject(self)]))
  }
}

// A turn of a virtual-time scheduler is visible to a test, so `observe(on:)` delivers one
// event per turn there, as RxSwift's does.
extension VirtualTimeScheduler: OneEventPerTurnScheduler {}
