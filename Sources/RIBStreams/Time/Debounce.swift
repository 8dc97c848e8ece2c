extension ObservableType {
  /// Emits a value only once `dueTime` has passed without another value: each value restarts
  /// the wait, and the last one before a pause gets through.
  ///
  /// On completion the value still waiting is emitted at once, then the completion; an error
  /// is passed on at once and drops it. Timers run on `scheduler`, and so do the values they
  /// release.
  ///
  /// ```swift
  /// searchText
  ///   .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { query in search(query) })
  /// ```
  public func debounce(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    timed { Debounce(dueTime: dueTime, scheduler: scheduler) }
  }
}

private final class Debounce<Element>: TimedOperator<Element, Element> {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  // Serializer state.
  private var generation: UInt64 = 0
  private var waiting: Element?

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  override func handle(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      generation &+= 1
      waiting = element
      let current = generation
      timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { [self] current in
        serialized { self.release(current) }
        return Disposables.create()
      }
    case .error:
      waiting = nil
      forward(event)
    case .completed:
      if let element = waiting {
        waiting = nil
        forward(.next(element))
      }
      forward(.completed)
    }
  }

  private func release(_ current: UInt64) {
    guard current == generation, let element = waiting else { return }
    waiting = nil
    forward(.next(element))
  }
}
