extension ObservableType {
  /// Emits the values of every source as they arrive.
  ///
  /// Completes when every source has completed; fails as soon as one fails. Events are
  /// serialised, so the subscriber never runs concurrently with itself.
  @inlinable
  public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = sources.map { $0.asObservable() }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      var remaining = sources.count
      // The counter is only touched by the one thread delivering.
      let serializer = Serializer<Event<Element>> { event in
        if case .completed = event {
          remaining -= 1
          if remaining == 0 { sink.on(.completed) }
        } else {
          sink.on(event)
        }
        return !sink.isStopped
      }
      let subscriptions = CompositeDisposable()
      sink.setUpstream(StopThenDispose(serializer: serializer, disposable: subscriptions))
      if sources.isEmpty { sink.on(.completed) }
      for source in sources {
        // Inserted before subscribing, so that ending the merge while a source is still
        // emitting synchronously (an infinite `from`) stops that source.
        let subscription = SingleAssignmentDisposable()
        subscriptions.insert(subscription)
        source.subscribeHandler(serializer.send, into: subscription)
      }
    })
  }

  /// Emits the values of every source as they arrive.
  @inlinable
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// Emits the values of every source as they arrive; an empty array literal is understood.
  @inlinable
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    merge(sources[...])
  }
}
