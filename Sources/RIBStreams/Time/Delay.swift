extension ObservableType {
  /// Emits every value and the completion `dueTime` later than the source did, on
  /// `scheduler`. An error is not delayed: it is passed on at once, and the values still
  /// waiting are dropped.
  ///
  /// The source is unsubscribed as soon as it ends; the delayed events still arrive.
  ///
  /// ```swift
  /// Observable.just("saved")
  ///   .delay(.seconds(2), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { _ in hideBanner() })
  /// ```
  public func delay(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    timed { Delay(dueTime: dueTime, scheduler: scheduler) }
  }
}

private final class Delay<Element>: TimedOperator<Element, Element> {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  // Serializer state: the events waiting, with the time each came, oldest first from `head`.
  private var waiting: [(time: RxTime, event: Event<Element>)] = []
  private var head = 0
  private var isTimerSet = false

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  override func handle(_ event: Event<Element>) {
    if event.isStopEvent { disposeSource() }
    if case .error = event {
      waiting = []
      head = 0
      forward(event)
      return
    }
    waiting.append((scheduler.now, event))
    guard !isTimerSet else { return }
    isTimerSet = true
    setTimer(after: dueTime)
  }

  private func setTimer(after dueTime: RxTimeInterval) {
    timer.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
      serialized { self.emitOldest() }
      return Disposables.create()
    }
  }

  /// Emits the oldest event (its timer fired), then sets the timer for the next one, as late
  /// as its own delay asks: one event per turn of the scheduler, as RxSwift's does, so on
  /// virtual time events that came together leave a tick apart.
  private func emitOldest() {
    guard head < waiting.count else {
      isTimerSet = false
      return
    }
    let event = waiting[head].event
    head += 1
    if head == waiting.count {
      waiting = []
      head = 0
    } else if head > 64, head * 2 > waiting.count {
      waiting.removeFirst(head)
      head = 0
    }
    forward(event)
    guard !isStopped else { return }
    guard head < waiting.count, let delay = dueTime.seconds else {
      isTimerSet = false
      return
    }
    let elapsed = scheduler.now.timeIntervalSince(waiting[head].time)
    setTimer(after: .fromSeconds(max(0, delay - elapsed)))
  }
}
