extension ObservableType {
  /// Builds an operator. `makeHandler` runs once per subscription, receives the downstream
  /// sink, and returns the handler for upstream events; per-subscription state lives in its
  /// captured variables.
  ///
  /// That state needs no lock: a source delivers to one handler one event at a time (subjects
  /// and `create` sinks hand their queue from one delivering thread to the next under their
  /// bookkeeping lock), and the happens-before edges of that lock make each event's writes
  /// visible to the next.
  ///
  /// `@inlinable`, with the operators built on it, so that a chain is specialised for its
  /// element types where it is built (see ``ObserverList``).
  @inlinable
  func lift<Result>(
    isolation: (any Actor)? = nil,
    _ makeHandler: @escaping (Sink<Result>) -> EventHandler<Element>
  ) -> Observable<Result> {
    let source = deliveringOnMainActor(ifWrittenIn: isolation)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      source.subscribeHandler(makeHandler(sink), into: sink.upstream)
    })
  }
}
