import RIBSupport

extension ObservableType {
  /// Emits `initialState`, then each state `iterate` makes from the previous one, for as long
  /// as `condition` holds; then completes. A closure that throws ends the sequence with its
  /// error.
  ///
  /// Each value is a separate action on `scheduler`, as in RxSwift: on the default
  /// ``CurrentThreadScheduler`` they run in the subscribing call, queued behind work already
  /// running there. However many values there are, the stack does not grow.
  ///
  /// ```swift
  /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })
  /// // 1, 2, 4, …, 64
  /// ```
  public static func generate(
    initialState: Element,
    condition: @escaping (Element) throws -> Bool,
    scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let run = GenerateRun(
        sink: sink, state: initialState, condition: condition, iterate: iterate,
        scheduler: scheduler)
      sink.setUpstream(run.scheduled)
      run.scheduleStep()
    })
  }
}

/// One subscription to `generate`: one value per scheduled step.
///
/// A scheduler may run a step inside the `schedule` call that asks for it (an immediate one,
/// or the main scheduler on the main thread), or on another thread before that call returns.
/// Such a step does not run itself: it marks itself wanted, and the step that scheduled it
/// runs it in its loop, so steps never nest and never overlap.
final class GenerateRun<Element>: @unchecked Sendable {
  private struct Flags {
    var isStepping = false
    var isStepWanted = false
  }

  private let sink: Sink<Element>
  private let condition: (Element) throws -> Bool
  private let iterate: (Element) throws -> Element
  private let scheduler: any ImmediateSchedulerType
  /// The scheduled step, disposed with the subscription.
  let scheduled = SerialDisposable()
  private let flags = Locked(Flags())
  // Only the one step running touches these; steps are ordered by `flags`' lock.
  private var state: Element
  private var isFirst = true

  init(
    sink: Sink<Element>, state: Element, condition: @escaping (Element) throws -> Bool,
    iterate: @escaping (Element) throws -> Element, scheduler: any ImmediateSchedulerType
  ) {
    self.sink = sink
    self.state = state
    self.condition = condition
    self.iterate = iterate
    self.scheduler = scheduler
  }

  func scheduleStep() {
    // In place before the step is scheduled: on another thread, the step may run, and schedule
    // the next, before `schedule` returns; this step's work must not then replace that one.
    let work = SingleAssignmentDisposable()
    scheduled.disposable = work
    work.setDisposable(
      scheduler.schedule(()) { [self] _ in
        step()
        return Disposables.create()
      })
  }

  private func step() {
    let runsHere = flags.withLock { flags -> Bool in
      guard !flags.isStepping else {
        flags.isStepWanted = true
        return false
      }
      flags.isStepping = true
      return true
    }
    guard runsHere else { return }
    while emitOne() {
      scheduleStep()
      let again = flags.withLock { flags -> Bool in
        if flags.isStepWanted {
          flags.isStepWanted = false
          return true
        }
        flags.isStepping = false
        return false
      }
      guard again else { return }
    }
  }

  /// Emits the next value; returns whether another step is due.
  private func emitOne() -> Bool {
    guard !sink.isStopped else { return false }
    do {
      if isFirst {
        isFirst = false
      } else {
        state = try iterate(state)
      }
      guard try condition(state) else {
        sink.on(.completed)
        return false
      }
    } catch {
      sink.on(.error(error))
      return false
    }
    sink.on(.next(state))
    return true
  }
}
