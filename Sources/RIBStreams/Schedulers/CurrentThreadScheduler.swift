import RIBSupport

/// Runs work on the calling thread: at once when nothing else of it runs on this thread, else
/// queued behind what runs (a trampoline), so scheduling from inside scheduled work never
/// nests.
public struct CurrentThreadScheduler: ImmediateSchedulerType {
  /// The one instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether scheduled work would run at once: nothing scheduled on this scheduler is running
  /// on this thread.
  public static var isScheduleRequired: Bool { Trampoline.current == nil }

  /// Runs the action now, or, from inside work this scheduler runs on this thread, after that
  /// work and what was queued before.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    if let trampoline = Trampoline.current {
      let item = TrampolineItem { action(state) }
      trampoline.queue.append(item)
      return item
    }
    let trampoline = Trampoline()
    Trampoline.current = trampoline
    defer { Trampoline.current = nil }
    let result = action(state)
    // Index, not removal from the front: the queue grows while it is run.
    var index = 0
    while index < trampoline.queue.count {
      let item = trampoline.queue[index]
      index += 1
      item.run()
    }
    return result
  }
}

/// The queue of one thread's ``CurrentThreadScheduler``, while it runs. Only its thread
/// touches it.
private final class Trampoline {
  var queue: [TrampolineItem] = []

  /// This thread's, while it runs; retained by `schedule`'s frame.
  private static let slot = ThreadLocalReference<Trampoline>()

  static var current: Trampoline? {
    get { slot.current }
    set { slot.current = newValue }
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
