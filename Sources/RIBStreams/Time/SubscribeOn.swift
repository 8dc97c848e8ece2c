extension ObservableType {
  /// Subscribes to the source on `scheduler`, and ends that subscription there too.
  ///
  /// Only subscribing and disposing move; the source's events arrive on the thread it emits
  /// them on. To move the events, use ``ObservableType/observe(on:)-(SchedulerType)``.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    // A type of the user's own (RxTest's test observables) is subscribed as it is, not through
    // `asObservable()`'s `create`, which would end its subscription at the terminal event: the
    // subscription ends on the scheduler, as in RxSwift.
    let source = self
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      // Events go through a serializer, so that a disposal on another thread waits for the
      // one in flight: the source's subscription is only disposed later, on the scheduler.
      let serializer = Serializer<Event<Element>> { event in
        sink.on(event)
        return !sink.isStopped
      }
      let subscription = SerialDisposable()
      // In place before the work is scheduled: on another thread, the work may run before
      // `schedule` returns, and assigning its result then would replace (and so dispose) the
      // source's subscription that the work has just made.
      let scheduled = SingleAssignmentDisposable()
      subscription.disposable = scheduled
      sink.setUpstream(StopThenDispose(serializer: serializer, disposable: subscription))
      scheduled.setDisposable(
        scheduler.schedule(()) { _ in
          let inner =
            (source as? Observable<Element>)?.subscribeHandler { serializer.send($0) }
            ?? source.subscribe(AnyObserver { serializer.send($0) })
          subscription.disposable = Disposables.create(
            with: {
              _ = scheduler.schedule(()) { _ in
                inner.dispose()
                return Disposables.create()
              }
            }, isolation: nil)
          return Disposables.create()
        })
    })
  }
}
