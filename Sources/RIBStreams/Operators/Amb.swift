extension ObservableType {
  /// Mirrors whichever of this sequence and `right` emits first (a value or a terminal event)
  /// and ends the other.
  public func amb<Right: ObservableConvertibleType>(_ right: Right) -> Observable<Element>
  where Right.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }
}

extension Observable {
  /// Mirrors whichever of `sources` emits first (a value or a terminal event) and ends the
  /// others.
  public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sources)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      guard !sources.isEmpty else { return sink.on(.completed) }
      let drain = SerialDrain()
      let winner = LatestValue<Int>()
      let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
      sink.setUpstream(Disposables.create(subscriptions))
      for (index, source) in sources.enumerated() {
        source.subscribeHandler(
          { event in
            drain.run {
              if winner.value == nil {
                winner.value = index
                for (other, subscription) in subscriptions.enumerated() where other != index {
                  subscription.dispose()
                }
              }
              if winner.value == index { sink.on(event) }
            }
          }, into: subscriptions[index])
      }
    })
  }
}
