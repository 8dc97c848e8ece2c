extension ObservableType {
  /// Subscribes to the source only once `dueTime` has passed, on `scheduler`. Disposing before
  /// then cancels the subscription.
  public func delaySubscription(
    _ dueTime: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let pending = SingleAssignmentDisposable()
      let sink = Sink(downstream, onDispose: { pending.dispose() })
      slot.setSink(sink)
      pending.setDisposable(
        scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          source.subscribeHandler(sink.on, into: sink.upstream)
          return Disposables.create()
        })
    })
  }
}
