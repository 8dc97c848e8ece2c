import RIBSupport

/// Runs work on the calling thread: at once when nothing else of it runs on this thread, else
/// queued behind what runs (a trampoline), so scheduling from inside scheduled work never
/// nests.
///
/// As in RxSwift, subscribing to an operator or to `create`, `deferred`, `of`, `from`, `range`
/// and the like runs as work of this scheduler when nothing else does on the thread; the
/// values of `of`, `from`, `range`, `repeatElement` and `generate` are each a step of it. So
/// synchronous sources subscribed together take turns, and the values all arrive before the
/// outermost `subscribe` returns:
///
/// ```swift
/// _ = Observable.merge(.of(1, 2), .of(3, 4)).subscribe(onNext: { print($0) })
/// // 1, 3, 2, 4
/// ```
public struct CurrentThreadScheduler: ImmediateSchedulerType {
  /// The one instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether scheduled work would run at once: nothing scheduled on this scheduler is running
  /// on this thread.
  public static var isScheduleRequired: Bool { Trampoline.slot.current == nil }

  /// Runs the action now, or, from inside work this scheduler runs on this thread, after that
  /// work and what was queued before.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if let running = Trampoline.slot.current {
      return running.queue().enqueue { action(state) }
    }
    return Trampoline.run { action(state) }
  }
}

/// One thread's ``CurrentThreadScheduler`` while it runs: its slot holds ``idle`` until work
/// is queued, then a trampoline with a queue. Only its thread touches it.
///
/// The outermost subscription on a thread runs through ``run(_:)``; most queue nothing, so
/// they cost two thread-local writes and no allocation. (`@unchecked Sendable` for the shared
/// ``idle``, which holds nothing and is never changed.)
@usableFromInline
final class Trampoline: @unchecked Sendable {
  /// The slot's value while work runs and nothing is queued; shared, never given a queue.
  private static let idle = Trampoline()

  /// This thread's trampoline, while it runs. The slot does not retain: ``idle`` lives for
  /// the process, and a trampoline with a queue is retained by ``queue()`` until ``run(_:)``
  /// releases it.
  static let slot = ThreadLocalReference<Trampoline>()

  // Only its thread touches them, so the dynamic exclusivity checks (a call per access, on
  // every value `from` emits) are left out.
  // Each is taken out as it runs, and the run part dropped now and then, so that what the work
  // captured (a `from`'s values and observer) goes as soon as it is done, not when the
  // outermost work ends.
  @exclusivity(unchecked) private var items: [(() -> Void)?] = []
  @exclusivity(unchecked) private var head = 0

  /// Runs `body` as this thread's outermost work, then what was queued meanwhile, in order.
  /// Call only when the slot is empty.
  static func run<Result>(_ body: () -> Result) -> Result {
    slot.current = idle
    let result = body()
    if let running = slot.current, running !== idle {
      running.runQueue()
      Unmanaged.passUnretained(running).release()
    }
    slot.current = nil
    return result
  }

  /// Runs `body` through ``run(_:)`` if nothing of this scheduler runs on the thread, else at
  /// once: how an operator's subscription starts.
  static func outermost<Result>(_ body: () -> Result) -> Result {
    guard slot.current == nil else { return body() }
    return run(body)
  }

  /// Whether work is queued behind what runs now. A step that emits many values checks it to
  /// go on in a loop while it would be next anyway.
  @usableFromInline
  static var hasQueuedWork: Bool {
    // ``idle`` has nothing queued.
    guard let running = slot.current else { return false }
    return running.head < running.items.count
  }

  /// The running trampoline that takes queued work: this one, or, for ``idle``, a new one
  /// that the slot holds from now on.
  func queue() -> Trampoline {
    guard self === Self.idle else { return self }
    let queueing = Trampoline()
    Trampoline.slot.current = queueing
    _ = Unmanaged.passRetained(queueing)
    return queueing
  }

  func enqueue(_ work: @escaping () -> any Disposable) -> any Disposable {
    let item = TrampolineItem(work)
    items.append(item.run)
    return item
  }

  /// Queues `work` behind what runs, or runs it through ``run(_:)`` if nothing does: as
  /// ``CurrentThreadScheduler/schedule(_:action:)``, without the disposable. A closure, not
  /// an object with a method: made in specialised code, it calls that code, where a protocol
  /// or class method of a generic type would run unspecialised.
  @usableFromInline
  static func schedule(_ work: @escaping () -> Void) {
    guard let running = slot.current else { return run(work) }
    running.queue().items.append(work)
  }

  /// Runs the queue, which grows while it is run, in order.
  private func runQueue() {
    while head < items.count {
      let item = items[head].take()
      head += 1
      if head >= 64, head * 2 >= items.count {
        items.removeFirst(head)
        head = 0
      }
      item?()
    }
  }

  /// Runs `body` as if nothing of this scheduler ran on the thread: what it subscribes takes
  /// its turns in a run of its own, which ends before `body` returns. The work already queued
  /// waits, as before, until the running work ends.
  static func outsideTheRunningWork<Result>(_ body: () -> Result) -> Result {
    let running = slot.current
    slot.current = nil
    defer { slot.current = running }
    return body()
  }
}

extension CurrentThreadScheduler {
  /// Runs `body` in a run of this scheduler of its own, even inside work it runs: for a wait
  /// that blocks the thread until a subscription made in `body` delivers (RxBlocking's
  /// `toBlocking()`), which would otherwise wait for values queued behind itself.
  package static func runningOnItsOwn<Result>(_ body: () -> Result) -> Result {
    Trampoline.outsideTheRunningWork(body)
  }
}

/// Work queued on a trampoline; disposing it before it runs cancels it.
private final class TrampolineItem: Disposable, @unchecked Sendable {
  // Written by the trampoline's thread only (`run`); `result` is thread-safe.
  private var work: (() -> any Disposable)?
  private let result = SingleAssignmentDisposable()

  init(_ work: @escaping () -> any Disposable) {
    self.work = work
  }

  func run() {
    guard let work, !result.isDisposed else { return }
    self.work = nil
    result.setDisposable(work())
  }

  func dispose() { result.dispose() }
}
