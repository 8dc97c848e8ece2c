extension PrimitiveSequence {
  /// Shifts the result (a value, or the completion) later by `dueTime`, on `scheduler`; a
  /// failure is passed on at once. See ``ObservableType/delay(_:scheduler:)``.
  public func delay(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes to the sequence only once `dueTime` has passed, on `scheduler`; see
  /// ``ObservableType/delaySubscription(_:scheduler:)``.
  public func delaySubscription(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Subscribes to the sequence (and disposes that subscription) on `scheduler`; see
  /// ``ObservableType/subscribe(on:)``.
  public func subscribe(
    on scheduler: any ImmediateSchedulerType
  ) -> PrimitiveSequence<
    Trait, Element
  > {
    PrimitiveSequence(unchecked: source.subscribe(on: scheduler))
  }

  /// RxSwift 5's name for ``subscribe(on:)``.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(
    _ scheduler: any ImmediateSchedulerType
  ) -> PrimitiveSequence<
    Trait, Element
  > {
    subscribe(on: scheduler)
  }

  /// Fails with ``RxError/timeout`` if the sequence has not ended within `dueTime` of being
  /// subscribed, timed on `scheduler`.
  public func timeout(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` if the sequence has not ended within `dueTime` of being subscribed,
  /// timed on `scheduler`.
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
    scheduler: any SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }
}
