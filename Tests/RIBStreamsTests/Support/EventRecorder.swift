import Dispatch
import Foundation
import RIBStreams
import Synchronization

/// An error that tests throw and compare.
struct TestError: Error, Equatable, Sendable, CustomStringConvertible {
  let name: String

  init(_ name: String = "boom") { self.name = name }

  var description: String { "TestError(\(name))" }
}

/// One event as a test records it, comparable with `==`. Errors other than ``TestError`` are
/// recorded as a `TestError` named after them, so a test still sees what went wrong.
enum Recorded<Element: Equatable>: Equatable, CustomStringConvertible {
  case next(Element)
  case error(TestError)
  case completed

  init(_ event: Event<Element>) {
    switch event {
    case .next(let element): self = .next(element)
    case .error(let error): self = .error(error as? TestError ?? TestError("unexpected \(error)"))
    case .completed: self = .completed
    }
  }

  var description: String {
    switch self {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }

  var isTerminal: Bool {
    if case .next = self { return false }
    return true
  }
}

extension Recorded: Sendable where Element: Sendable {}

/// A thread-safe observer that records every event it receives, and lets async tests wait for
/// a condition on what it recorded without sleeping.
final class EventRecorder<Element: Equatable>: ObserverType, @unchecked Sendable {
  private struct Waiter {
    let isSatisfied: ([Recorded<Element>]) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var events: [Recorded<Element>] = []
    var waiters: [Waiter] = []
  }

  // An `NSLock` (a pthread mutex), not `Mutex`: on Linux a contended `Mutex` is handed over
  // inside the kernel, where ThreadSanitizer cannot see it, and it reports false races.
  private let lock = NSLock()
  // Guarded by `lock`.
  private var state = State()

  init() {}

  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.withLock { body(&state) }
  }

  /// Records `event` and wakes the waiters whose condition now holds.
  func on(_ event: Event<Element>) {
    let ready = withState { state -> [CheckedContinuation<Void, Never>] in
      state.events.append(Recorded(event))
      let events = state.events
      var ready: [CheckedContinuation<Void, Never>] = []
      state.waiters.removeAll { waiter in
        guard waiter.isSatisfied(events) else { return false }
        ready.append(waiter.continuation)
        return true
      }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  /// Everything recorded so far.
  var events: [Recorded<Element>] { withState { $0.events } }

  /// The values recorded so far.
  var values: [Element] {
    events.compactMap { if case .next(let element) = $0 { element } else { nil } }
  }

  /// Whether a terminal event was recorded.
  var isTerminated: Bool { events.contains { $0.isTerminal } }

  /// Returns once `condition` holds for the recorded events.
  func wait(until condition: @escaping ([Recorded<Element>]) -> Bool) async {
    await withCheckedContinuation { continuation in
      let satisfied = withState { state -> Bool in
        if condition(state.events) { return true }
        state.waiters.append(Waiter(isSatisfied: condition, continuation: continuation))
        return false
      }
      if satisfied { continuation.resume() }
    }
  }

  /// Returns once a terminal event was recorded.
  func waitForTermination() async {
    await wait { events in events.contains { $0.isTerminal } }
  }

  /// Returns once at least `count` values were recorded.
  func waitForValues(_ count: Int) async {
    await wait { events in events.count { !$0.isTerminal } >= count }
  }
}

/// A Sendable boolean that threads can set and read.
final class Flag: Sendable {
  private let storage = Atomic<Bool>(false)

  init() {}

  var isSet: Bool { storage.load(ordering: .acquiring) }

  func set() { storage.store(true, ordering: .releasing) }
}

/// A Sendable counter that threads can bump and read.
final class AtomicCounter: Sendable {
  private let storage = Atomic<Int>(0)

  init() {}

  var value: Int { storage.load(ordering: .acquiring) }

  @discardableResult
  func increment() -> Int { storage.add(1, ordering: .acquiringAndReleasing).newValue }

  @discardableResult
  func decrement() -> Int { storage.subtract(1, ordering: .acquiringAndReleasing).newValue }
}

/// A Sendable box for a value that several threads read and write under a lock (an `NSLock`,
/// for the reason given in ``EventRecorder``).
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var storage: Value

  init(_ value: Value) { storage = value }

  func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&storage) }
  }

  var value: Value { lock.withLock { storage } }
}

/// Runs `body` on a new thread of its own (not a pool thread, so blocking in it never starves
/// the test runner), and returns a group to wait on.
@discardableResult
func runOnNewThread(
  _ group: DispatchGroup = DispatchGroup(), _ body: @escaping @Sendable () -> Void
) -> DispatchGroup {
  group.enter()
  let thread = Thread {
    body()
    group.leave()
  }
  thread.start()
  return group
}

/// Waits, without blocking a pool thread, until every thread started with `group` finished.
func waitForThreads(_ group: DispatchGroup) async {
  await withCheckedContinuation { continuation in
    group.notify(queue: .global()) { continuation.resume() }
  }
}
