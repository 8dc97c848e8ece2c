extension SharedSequenceConvertibleType {
  /// Emits a value only once `dueTime` has passed without another; see
  /// ``ObservableType/debounce(_:scheduler:)``. Timed on ``SharingScheduler``.
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().debounce(dueTime, scheduler: SharingScheduler.make()))
  }

  /// Emits at most one value per `dueTime`; see
  /// ``ObservableType/throttle(_:latest:scheduler:)``. Timed on ``SharingScheduler``.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().throttle(
        dueTime, latest: latest, scheduler: SharingScheduler.make()))
  }

  /// Shifts every value and the completion later by `dueTime`; see
  /// ``ObservableType/delay(_:scheduler:)``. Timed on ``SharingScheduler``.
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: asObservable().delay(dueTime, scheduler: SharingScheduler.make()))
  }
}
