extension ObservableType {
  /// Splits the values into windows, each an observable of its own: a window is completed and
  /// the next one emitted whenever `count` values have gone into it or `timeSpan` has passed
  /// since it was opened, whichever is first.
  ///
  /// The first window is emitted at subscription. Completion and errors end the current window
  /// and the sequence of windows alike. Windows are hot (a `PublishSubject` each): subscribe to
  /// one as it is emitted to see all its values.
  ///
  /// Unlike RxSwift's, disposing the subscription to the windows also ends the subscription to
  /// the source, even while a window still has subscribers: from then on, that window gets
  /// nothing more.
  public func window(
    timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType
  ) -> Observable<Observable<Element>> {
    timed { WindowTimeCount(timeSpan: timeSpan, count: count, scheduler: scheduler) }
  }
}

private final class WindowTimeCount<Element>: TimedOperator<Element, Observable<Element>> {
  private let timeSpan: RxTimeInterval
  private let count: Int
  private let scheduler: any SchedulerType
  // Serializer state.
  private var current = PublishSubject<Element>()
  private var countInWindow = 0
  private var window: UInt64 = 0

  init(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
  }

  override func willSubscribe() {
    serialized { [self] in
      forward(.next(current.asObservable()))
      setTimer()
    }
  }

  override func handle(_ event: Event<Element>) {
    switch event {
    case .next:
      current.on(event)
      countInWindow += 1
      if countInWindow == count { openNextWindow() }
    case .error(let error):
      current.on(.error(error))
      forward(.error(error))
    case .completed:
      current.on(.completed)
      forward(.completed)
    }
  }

  private func setTimer() {
    guard !isStopped else { return }
    let opened = window
    timer.disposable = scheduler.scheduleRelative(opened, dueTime: timeSpan) { [self] opened in
      serialized {
        guard opened == self.window else { return }
        self.openNextWindow()
      }
      return Disposables.create()
    }
  }

  private func openNextWindow() {
    window &+= 1
    countInWindow = 0
    current.on(.completed)
    current = PublishSubject()
    forward(.next(current.asObservable()))
    setTimer()
  }
}
