extension ObservableType {
  /// Collects values into arrays, emitting one whenever `count` values have come or `timeSpan`
  /// has passed since the previous array, whichever is first; each array starts a new window.
  ///
  /// An array is emitted at the end of every window, also an empty one. On completion the
  /// values collected so far are emitted (possibly none), then the completion; an error is
  /// passed on at once and drops them.
  public func buffer(
    timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType
  )
    -> Observable<[Element]>
  {
    timed { BufferTimeCount(timeSpan: timeSpan, count: count, scheduler: scheduler) }
  }
}

private final class BufferTimeCount<Element>: TimedOperator<Element, [Element]> {
  private let timeSpan: RxTimeInterval
  private let count: Int
  private let scheduler: any SchedulerType
  // Serializer state.
  private var buffer: [Element] = []
  private var window: UInt64 = 0

  init(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
  }

  override func willSubscribe() {
    setTimer()
  }

  override func handle(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      buffer.append(element)
      if buffer.count == count { closeWindow() }
    case .error(let error):
      buffer = []
      forward(.error(error))
    case .completed:
      let last = buffer
      buffer = []
      forward(.next(last))
      forward(.completed)
    }
  }

  private func setTimer() {
    guard !isStopped else { return }
    let current = window
    timer.disposable = scheduler.scheduleRelative(current, dueTime: timeSpan) { [self] current in
      serialized {
        guard current == self.window else { return }
        self.closeWindow()
      }
      return Disposables.create()
    }
  }

  private func closeWindow() {
    window &+= 1
    let full = buffer
    buffer = []
    forward(.next(full))
    setTimer()
  }
}
