extension ObservableType {
  /// Emits a value, then at most one value per `dueTime`.
  ///
  /// A value that comes at least `dueTime` after the last one emitted is emitted at once. With
  /// `latest` (the default), the last value that came during the window is emitted when the
  /// window ends; without it, those values are dropped. A completion waits for that last value;
  /// an error is passed on at once. Timers run on `scheduler`, whose clock measures the windows.
  ///
  /// ```swift
  /// taps
  ///   .throttle(.seconds(1), latest: false, scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { submit() })
  /// ```
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType
  ) -> Observable<Element> {
    timed { Throttle(dueTime: dueTime, latest: latest, scheduler: scheduler) }
  }
}

private final class Throttle<Element>: TimedOperator<Element, Element> {
  private let dueTime: RxTimeInterval
  private let latest: Bool
  private let scheduler: any SchedulerType
  // Serializer state.
  private var unsent: Element?
  private var lastSent: RxTime?
  private var completesAfterUnsent = false

  init(dueTime: RxTimeInterval, latest: Bool, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
  }

  override func handle(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let remaining = remainingWindow()
      guard remaining > 0 else { return send(element) }
      guard latest else { return }
      let isTimerSet = unsent != nil
      unsent = element
      guard !isTimerSet else { return }
      timer.disposable = scheduler.scheduleRelative(
        (), dueTime: .fromSeconds(remaining)
      ) { [self] _ in
        serialized { self.windowEnded() }
        return Disposables.create()
      }
    case .error:
      unsent = nil
      forward(event)
    case .completed:
      if unsent != nil {
        completesAfterUnsent = true
      } else {
        forward(.completed)
      }
    }
  }

  /// Seconds left in the current window; 0 or less when there is none.
  private func remainingWindow() -> Double {
    guard let lastSent, let window = dueTime.seconds else {
      return lastSent == nil ? 0 : .infinity
    }
    return window - scheduler.now.timeIntervalSince(lastSent)
  }

  private func send(_ element: Element) {
    unsent = nil
    forward(.next(element))
    lastSent = scheduler.now
  }

  private func windowEnded() {
    if let element = unsent { send(element) }
    if completesAfterUnsent { forward(.completed) }
  }
}
