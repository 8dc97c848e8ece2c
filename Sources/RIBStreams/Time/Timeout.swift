extension ObservableType {
  /// Fails with ``RxError/timeout`` when the source does not emit within `dueTime` of being
  /// subscribed, or of its previous value.
  ///
  /// ```swift
  /// request
  ///   .timeout(.seconds(10), scheduler: MainScheduler.instance)
  ///   .subscribe(onError: { error in showFailure(error) })
  /// ```
  public func timeout(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    timed { Timeout(dueTime: dueTime, other: .error(RxError.timeout), scheduler: scheduler) }
  }

  /// Switches to `other` when the source does not emit within `dueTime` of being subscribed,
  /// or of its previous value: the source is unsubscribed and `other`'s events follow.
  public func timeout<Other: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Other, scheduler: any SchedulerType
  ) -> Observable<Element> where Other.Element == Element {
    let other = other.asObservable()
    return timed { Timeout(dueTime: dueTime, other: other, scheduler: scheduler) }
  }
}

private final class Timeout<Element>: TimedOperator<Element, Element> {
  private let dueTime: RxTimeInterval
  private let other: Observable<Element>
  private let scheduler: any SchedulerType
  private let subscription = SerialDisposable()
  // Serializer state.
  private var generation: UInt64 = 0
  private var switched = false

  init(dueTime: RxTimeInterval, other: Observable<Element>, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
  }

  override func willSubscribe() {
    setTimer()
  }

  override func subscribe(to source: Observable<Element>) {
    let original = SingleAssignmentDisposable()
    subscription.disposable = original
    source.subscribeHandler({ [self] event in serialized { self.handle(event) } }, into: original)
  }

  override func handle(_ event: Event<Element>) {
    guard !switched else { return }
    generation &+= 1
    forward(event)
    if !event.isStopEvent { setTimer() }
  }

  private func setTimer() {
    let current = generation
    timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { [self] current in
      serialized { self.expire(current) }
      return Disposables.create()
    }
  }

  private func expire(_ current: UInt64) {
    guard current == generation, !switched, !isStopped else { return }
    switched = true
    let replacement = SingleAssignmentDisposable()
    subscription.disposable = replacement
    other.subscribeHandler(
      { [self] event in serialized { self.forward(event) } }, into: replacement)
  }

  override func disposeResources() {
    subscription.dispose()
    super.disposeResources()
  }
}
