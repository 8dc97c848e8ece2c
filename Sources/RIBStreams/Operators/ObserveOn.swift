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
  @inlinable
  public func observe(on scheduler: some SchedulerType) -> Observable<Element> {
    observing(on: scheduler)
  }

  /// Delivers events on `scheduler`, as RxSwift's `observe(on:)` that takes any
  /// `ImmediateSchedulerType` (a scheduler stored as one); see
  /// ``ObservableType/observe(on:)-(SchedulerType)``.
  @_disfavoredOverload @inlinable
  public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    observing(on: scheduler)
  }

  /// `@inlinable`, with ``ObserveOnSink``, so that the event path is specialised where it is
  /// used: unspecialised, looking up its generic types' metadata cost more than the delivery.
  @inlinable
  func observing(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream)
      slot.setDisposable(sink)
      source.subscribeHandler(sink.enqueue, into: sink.upstream)
    })
  }

  /// Delivers events on `queue`; see ``ObservableType/observe(on:)-(SchedulerType)``.
  @inlinable
  public func observe(on queue: DispatchQueue) -> Observable<Element> {
    observe(on: SerialDispatchQueueScheduler(queue: queue))
  }

  /// RxSwift's older name for ``ObservableType/observe(on:)-(SchedulerType)``, deprecated as
  /// in RxSwift 6.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: some SchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }
}

/// Queues events and drains them on a scheduler, one drain at a time, so order and
/// serialisation survive any scheduler (even a concurrent queue).
///
/// A ``Serializer`` holds the queue: an emitting thread only queues (and, if no drain is under
/// way, schedules one), never waiting for the observer, which is also what lets
/// `observe(on:)` break a cycle between two subjects. `dispose()` drops what is queued and waits
/// for the event in flight on the scheduler's thread, unless called from inside it.
@usableFromInline
final class ObserveOnSink<Element>: Disposable {
  @usableFromInline let scheduler: any ImmediateSchedulerType
  /// The subscription this sink queues events from.
  @usableFromInline let upstream: SingleAssignmentDisposable
  @usableFromInline let serializer: Serializer<Event<Element>>
  @usableFromInline let deliversOneEventPerTurn: Bool

  @inlinable
  init(scheduler: any ImmediateSchedulerType, downstream: @escaping EventHandler<Element>) {
    self.scheduler = scheduler
    deliversOneEventPerTurn = scheduler is any OneEventPerTurnScheduler
    let upstream = SingleAssignmentDisposable()
    self.upstream = upstream
    serializer = Serializer { event in
      downstream(event)
      guard event.isStopEvent else { return true }
      upstream.dispose()
      return false
    }
  }

  @inlinable
  func enqueue(_ event: Event<Element>) {
    guard serializer.enqueueClaimingDrain(event) else { return }
    if deliversOneEventPerTurn {
      deliverOneThenReschedule()
    } else if scheduler.isCurrentContext {
      serializer.drain()
    } else {
      scheduler.schedule { [serializer] in serializer.drain() }
    }
  }

  @usableFromInline
  func deliverOneThenReschedule() {
    scheduler.schedule { [self] in
      if serializer.drain(onlyOne: true) { deliverOneThenReschedule() }
    }
  }

  @inlinable
  func dispose() {
    serializer.stop()
    upstream.dispose()
  }
}

// Its parts are thread-safe; `scheduler` is Sendable and immutable.
extension ObserveOnSink: @unchecked Sendable {}
