extension ObservableType {
  /// RxSwift 5's name for ``ObservableType/subscribe(on:)``.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }

  /// RxSwift 5's name for ``ObservableType/take(for:scheduler:)``.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(
    _ duration: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    take(for: duration, scheduler: scheduler)
  }
}
