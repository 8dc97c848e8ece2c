extension ObservableType {
  /// Delivers events through `CurrentThreadScheduler.instance`, as RxSwift's `observe(on:)`
  /// does with that scheduler: on the emitting thread, at once, unless that thread is running
  /// work the scheduler queued, in which case after that work returns.
  ///
  /// Events keep their order and reach the observer one at a time; once the subscription is
  /// disposed, nothing more is delivered, and a `dispose()` on another thread waits for the
  /// event in flight.
  @inlinable
  public func observe(on scheduler: CurrentThreadScheduler) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let upstream = SingleAssignmentDisposable()
      let serializer = Serializer<Event<Element>> { event in
        downstream(event)
        guard event.isStopEvent else { return true }
        upstream.dispose()
        return false
      }
      slot.setDisposable(StopThenDispose(serializer: serializer, disposable: upstream))
      source.subscribeHandler(
        { event in
          guard serializer.enqueueClaimingDrain(event) else { return }
          _ = scheduler.schedule(()) { _ in
            serializer.drain()
            return Disposables.create()
          }
        }, into: upstream)
    })
  }
}

extension PrimitiveSequence {
  /// Delivers the result through `CurrentThreadScheduler.instance`; see
  /// ``ObservableType/observe(on:)-(CurrentThreadScheduler)``.
  @inlinable
  public func observe(on scheduler: CurrentThreadScheduler) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(unchecked: source.observe(on: scheduler))
  }
}
