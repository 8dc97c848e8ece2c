extension Observable {
  /// Emits the values of every source as they arrive.
  ///
  /// Completes when every source has completed; fails as soon as one fails. Events are
  /// serialised, so the subscriber never runs concurrently with itself.
  public static func merge<Source: ObservableConvertibleType>(
    _ sources: [Source]
  )
    -> Observable<Element>
  where Source.Element == Element {
    let sources = sources.map { $0.asObservable() }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let lock = DeliveryLock()
      let subscriptions = CompositeDisposable()
      sink.setUpstream(DisposeWhenUnlocked(lock: lock, disposable: subscriptions))
      let remaining = Counter(sources.count)
      if sources.isEmpty { sink.on(.completed) }
      for source in sources {
        // Inserted before subscribing, so that ending the merge while a source is still
        // emitting synchronously (an infinite `from`) stops that source.
        let subscription = SingleAssignmentDisposable()
        subscriptions.insert(subscription)
        source.subscribeHandler(
          { event in
            lock.withLock {
              if case .completed = event {
                if remaining.decrement() == 0 { sink.on(.completed) }
              } else {
                sink.on(event)
              }
            }
          }, into: subscription)
      }
    })
  }

  /// Emits the values of every source as they arrive.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }
}

/// A counter for operators that wait for several sources; guarded by the operator's lock.
final class Counter {
  private(set) var value: Int

  init(_ value: Int) { self.value = value }

  func decrement() -> Int {
    value -= 1
    return value
  }
}
