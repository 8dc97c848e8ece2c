import Dispatch
import RIBSupport
import Synchronization

extension ObservableType {
  /// Delivers events on `scheduler` instead of the emitting thread.
  ///
  /// Events keep their order and are delivered one at a time, whatever the scheduler. Once the
  /// subscription is disposed, nothing more is delivered, including events already queued.
  ///
  /// ```swift
  /// scores
  ///   .observe(on: MainScheduler.instance)
  ///   .subscribe(onNext: { score in label.text = "\(score)" })
  /// ```
  public func observe(on scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream)
      slot.setDisposable(sink)
      source.subscribeHandler(sink.enqueue, into: sink.upstream)
    })
  }

  /// Delivers events on `queue`; see ``ObservableType/observe(on:)-(SchedulerType)``.
  public func observe(on queue: DispatchQueue) -> Observable<Element> {
    observe(on: SerialDispatchQueueScheduler(queue: queue))
  }

  /// RxSwift's older name for ``ObservableType/observe(on:)-(SchedulerType)``.
  public func observeOn(_ scheduler: some SchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }
}

/// Queues events and drains them on a scheduler, one drain at a time, so order and
/// serialisation survive any scheduler (even a concurrent queue).
///
/// Two locks: `stateLock` guards the queue and is only held for a few instructions, never while
/// calling out, so an emitting thread never waits for the observer (which is also what lets
/// `observe(on:)` break a cycle between two subjects). `delivery` is held while one event is
/// delivered, so that `dispose()` can wait for an in-flight event; it is re-entrant, so an
/// observer may dispose itself.
final class ObserveOnSink<Element>: Disposable {
  private struct State {
    var queue: [Event<Element>] = []
    var isDraining = false
    var isDisposed = false
  }

  private let scheduler: any SchedulerType
  /// The subscription this sink queues events from.
  let upstream = SingleAssignmentDisposable()
  private let stateLock = ReentrantLock()
  private let delivery = DeliveryLock()
  /// Set by `dispose()` before it waits for the delivery lock: a delivery that has not started
  /// yet never does, even where `dispose()` could not wait (a cycle, see `DeliveryLock`).
  private let disposed = Atomic<Bool>(false)
  // Guarded by `stateLock`.
  private var state = State()
  // Guarded by `delivery`.
  private var downstream: EventHandler<Element>?

  init(scheduler: some SchedulerType, downstream: @escaping EventHandler<Element>) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func enqueue(_ event: Event<Element>) {
    let startDrain = stateLock.withLock { () -> Bool in
      guard !state.isDisposed else { return false }
      state.queue.append(event)
      guard !state.isDraining else { return false }
      state.isDraining = true
      return true
    }
    guard startDrain else { return }
    if scheduler.isCurrentContext {
      drain()
    } else {
      scheduler.schedule { [self] in drain() }
    }
  }

  /// Delivers queued events until the queue is empty. Only one drain runs at a time
  /// (`isDraining`); events queued meanwhile, also by the observer itself, are picked up by
  /// the loop.
  private func drain() {
    while true {
      let batch = stateLock.withLock { () -> [Event<Element>] in
        if state.queue.isEmpty || state.isDisposed {
          state.isDraining = false
          return []
        }
        defer { state.queue = [] }
        return state.queue
      }
      if batch.isEmpty { return }
      for event in batch {
        // After a terminal event the observer is let go of, once the lock is released.
        var finished: EventHandler<Element>?
        let delivered = delivery.withLock { () -> Bool in
          guard !disposed.load(ordering: .acquiring), let downstream else { return false }
          if event.isStopEvent { swap(&finished, &self.downstream) }
          downstream(event)
          // Disposed during the delivery by a thread that could not wait for it (a cycle, see
          // `dispose()`): that thread left the observer to this one.
          if disposed.load(ordering: .acquiring), finished == nil {
            swap(&finished, &self.downstream)
          }
          return true
        }
        _ = finished
        guard delivered else { return }
        if event.isStopEvent {
          dispose()
          return
        }
      }
    }
  }

  func dispose() {
    disposed.store(true, ordering: .releasing)
    // The queued events and the observer are released after the locks: their deinits are
    // the user's code.
    let dropped = stateLock.withLock { () -> [Event<Element>] in
      state.isDisposed = true
      defer { state.queue = [] }
      return state.queue
    }
    _ = dropped
    var released: EventHandler<Element>?
    // Waits for an event being delivered on another thread, unless that thread waits for
    // this one.
    _ = delivery.withLockUnlessWaitCycle { swap(&released, &downstream) }
    _ = released
    delivery.disposeWhenUnlocked(upstream)
  }
}

// `state` is only read or written under `stateLock`, `downstream` under `delivery`;
// `disposed` is atomic; `scheduler` is Sendable and immutable.
extension ObserveOnSink: @unchecked Sendable {}
