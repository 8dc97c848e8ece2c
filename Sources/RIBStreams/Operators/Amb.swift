extension ObservableType {
  /// Mirrors whichever of this sequence and `right` emits first (a value or a terminal event)
  /// and ends the other.
  @inlinable
  public func amb<Right: ObservableConvertibleType>(_ right: Right) -> Observable<Element>
  where Right.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }
}

extension ObservableType {
  /// Mirrors whichever of `sources` emits first (a value or a terminal event) and ends the
  /// others.
  public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sources)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      guard !sources.isEmpty else { return sink.on(.completed) }
      let winner = LatestValue<Int>()
      let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
      // `winner` is only touched by the one thread delivering, one event at a time.
      let serializer = Serializer<(index: Int, event: Event<Element>)> { input in
        if winner.value == nil {
          winner.value = input.index
          for (other, subscription) in subscriptions.enumerated() where other != input.index {
            subscription.dispose()
          }
        }
        if winner.value == input.index { sink.on(input.event) }
        return !sink.isStopped
      }
      sink.setUpstream(
        StopThenDispose(serializer: serializer, disposable: Disposables.create(subscriptions)))
      for (index, source) in sources.enumerated() {
        source.subscribeHandler(
          { event in serializer.send((index, event)) }, into: subscriptions[index])
      }
    })
  }
}
