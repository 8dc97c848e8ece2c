extension SharedSequenceConvertibleType {
  /// Emits a value only once `dueTime` has passed without another; see
  /// ``ObservableType/debounce(_:scheduler:)``. Timed on the strategy's `scheduler`
  /// (`SharingScheduler.make()` for ``Driver`` and ``Signal``).
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Emits at most one value per `dueTime`; see
  /// ``ObservableType/throttle(_:latest:scheduler:)``. Timed on the strategy's `scheduler`
  /// (`SharingScheduler.make()` for ``Driver`` and ``Signal``).
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().throttle(
        dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Shifts every value and the completion later by `dueTime`; see
  /// ``ObservableType/delay(_:scheduler:)``. Timed on the strategy's `scheduler`
  /// (`SharingScheduler.make()` for ``Driver`` and ``Signal``).
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}
