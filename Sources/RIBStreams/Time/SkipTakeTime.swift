extension ObservableType {
  /// Passes on the source's events for `duration` after subscribing, then completes.
  public func take(
    for duration: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    timed { TakeFor(duration: duration, scheduler: scheduler) }
  }

  /// Drops the values the source emits during `duration` after subscribing; passes on
  /// everything after, and terminal events at any time.
  public func skip(
    _ duration: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    timed { SkipFor(duration: duration, scheduler: scheduler) }
  }
}

private final class TakeFor<Element>: TimedOperator<Element, Element> {
  private let duration: RxTimeInterval
  private let scheduler: any SchedulerType

  init(duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.duration = duration
    self.scheduler = scheduler
  }

  override func willSubscribe() {
    timer.disposable = scheduler.scheduleRelative((), dueTime: duration) { [self] _ in
      serialized { self.forward(.completed) }
      return Disposables.create()
    }
  }

  override func handle(_ event: Event<Element>) {
    forward(event)
  }
}

private final class SkipFor<Element>: TimedOperator<Element, Element> {
  private let duration: RxTimeInterval
  private let scheduler: any SchedulerType
  // Serializer state.
  private var isOpen = false

  init(duration: RxTimeInterval, scheduler: any SchedulerType) {
    self.duration = duration
    self.scheduler = scheduler
  }

  override func willSubscribe() {
    timer.disposable = scheduler.scheduleRelative((), dueTime: duration) { [self] _ in
      serialized { self.isOpen = true }
      return Disposables.create()
    }
  }

  override func handle(_ event: Event<Element>) {
    if case .next = event, !isOpen { return }
    forward(event)
  }
}
