extension ObservableType where Element: FixedWidthInteger {
  /// Emits 0, 1, 2, … every `period`, the first one `period` after subscribing, on
  /// `scheduler`. It never ends by itself.
  ///
  /// ```swift
  /// Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
  ///   .subscribe(onNext: { second in print(second) })
  /// ```
  public static func interval(
    _ period: RxTimeInterval, scheduler: any SchedulerType
  )
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }

  /// Emits 0 once `dueTime` has passed, on `scheduler`; then, without `period`, completes,
  /// and with it emits 1, 2, … every `period`, without end.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType
  ) -> Observable<Element> {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      // Ticks are delivered through a serializer, so that a disposal on another thread waits
      // for the tick in flight, as for every other source.
      let serializer = workSerializer(forwardingTo: sink)
      let ticks = SingleAssignmentDisposable()
      sink.setUpstream(StopThenDispose(serializer: serializer, disposable: ticks))
      if let period {
        // Each run follows the previous one (see `schedulePeriodic`): one at a time.
        ticks.setDisposable(
          scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
            serializer.send { sink.on(.next(count)) }
            return count &+ 1
          })
      } else {
        ticks.setDisposable(
          scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            serializer.send {
              sink.on(.next(.zero))
              sink.on(.completed)
            }
            return Disposables.create()
          })
      }
    })
  }
}
