extension SharedSequence where Element: FixedWidthInteger {
  /// Emits 0, 1, 2, … every `period` on the strategy's `scheduler`, as RxCocoa's; see
  /// ``ObservableType/interval(_:scheduler:)``.
  ///
  /// ```swift
  /// let seconds = Driver<Int>.interval(.seconds(1))
  /// ```
  public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      mainActorSource: Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// Emits 0 once `dueTime` has passed, then 1, 2, … every `period`, on
  /// the strategy's `scheduler`; see ``ObservableType/timer(_:period:scheduler:)``.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.timer(
        dueTime, period: period, scheduler: SharingStrategy.scheduler)
    )
  }
}
