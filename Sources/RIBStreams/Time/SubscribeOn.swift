extension ObservableType {
  /// Subscribes to the source on `scheduler`, and ends that subscription there too.
  ///
  /// Only subscribing and disposing move; the source's events arrive on the thread it emits
  /// them on. To move the events, use ``ObservableType/observe(on:)-(SchedulerType)``.
  public func subscribe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let subscription = SerialDisposable()
      let sink = Sink(downstream, onDispose: { subscription.dispose() })
      slot.setSink(sink)
      subscription.disposable = scheduler.schedule(()) { _ in
        let inner = source.subscribeHandler(sink.on)
        subscription.disposable = Disposables.create(
          with: {
            _ = scheduler.schedule(()) { _ in
              inner.dispose()
              return Disposables.create()
            }
          }, isolation: nil)
        return Disposables.create()
      }
    })
  }
}
