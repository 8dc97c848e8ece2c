extension ObservableType {
  /// Builds an operator. `makeHandler` runs once per subscription, receives the downstream
  /// sink, and returns the handler for upstream events; per-subscription state lives in its
  /// captured variables.
  ///
  /// That state needs no lock: a source delivers to one handler one event at a time (subjects
  /// deliver under their lock, `create` sources under their sink's), and the happens-before
  /// edges of those locks make each event's writes visible to the next.
  func lift<Result>(
    _ makeHandler: @escaping (Sink<Result>) -> EventHandler<Element>
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer { downstream in
      let sink = Sink(downstream)
      sink.setUpstream(source.subscribeHandler(makeHandler(sink)))
      return sink
    }
  }
}
