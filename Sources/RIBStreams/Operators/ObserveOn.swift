import Dispatch

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
    return Producer { downstream in
      let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream)
      sink.setUpstream(source.subscribeHandler(sink.enqueue))
      return sink
    }
  }

  /// Delivers events on `queue`; see ``observe(on:)-(SchedulerType)``.
  public func observe(on queue: DispatchQueue) -> Observable<Element> {
    observe(on: SerialDispatchQueueScheduler(queue: queue))
  }

  /// RxSwift's older name for ``observe(on:)-(SchedulerType)``.
  public func observeOn(_ scheduler: some SchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }
}

/// Queues events and drains them on a scheduler, one drain at a time, so order and
/// serialisation survive any scheduler (even a concurrent queue).
final class ObserveOnSink<Element>: Disposable {
  private let scheduler: any SchedulerType
  private let lock = ReentrantLock()
  private let upstream = SingleAssignmentDisposable()
  // Guarded by `lock`.
  private var downstream: EventHandler<Element>?
  private var queue: [Event<Element>] = []
  private var isDraining = false

  init(scheduler: some SchedulerType, downstream: @escaping EventHandler<Element>) {
    self.scheduler = scheduler
    self.downstream = downstream
  }

  func setUpstream(_ disposable: any Disposable) {
    upstream.setDisposable(disposable)
  }

  func enqueue(_ event: Event<Element>) {
    let startDrain = lock.withLock { () -> Bool in
      guard downstream != nil else { return false }
      queue.append(event)
      guard !isDraining else { return false }
      isDraining = true
      return true
    }
    guard startDrain else { return }
    if scheduler.isCurrentContext {
      drain()
    } else {
      scheduler.schedule { [self] in drain() }
    }
  }

  /// Delivers queued events under the lock, so `dispose()` waits for an in-flight event; the
  /// lock is re-entrant, so an observer may dispose itself.
  private func drain() {
    var terminated = false
    lock.withLock {
      while !queue.isEmpty, let downstream {
        let event = queue.removeFirst()
        downstream(event)
        if event.isStopEvent {
          self.downstream = nil
          queue.removeAll()
          terminated = true
        }
      }
      isDraining = false
    }
    if terminated { upstream.dispose() }
  }

  func dispose() {
    lock.withLock {
      downstream = nil
      queue.removeAll()
    }
    upstream.dispose()
  }
}

// All mutable state is guarded by `lock`; `scheduler` is Sendable and immutable.
extension ObserveOnSink: @unchecked Sendable {}
