extension ObservableType {
  /// Emits `elements` first, in order, then the sequence's own values.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Producer { downstream in
      let sink = Sink(downstream)
      for element in elements {
        guard !sink.isStopped else { return sink }
        sink.on(.next(element))
      }
      sink.setUpstream(source.subscribeHandler(sink.on))
      return sink
    }
  }
}
